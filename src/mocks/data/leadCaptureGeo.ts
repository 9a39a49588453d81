/**
 * Demo place lookups: India's 28 states and 8 union territories (ISO 3166-2:IN codes as ids) with some of their
 * cities. City ids are the state code plus a slug, so two states' "Aurangabad" stay distinct.
 */
export interface DemoCountry {
  id: string;
  name: string;
}

export const DEMO_COUNTRIES: DemoCountry[] = [{ id: 'IN', name: 'India' }];

const INDIA: Record<string, { name: string; cities: string[] }> = {
  'IN-AN': { name: 'Andaman and Nicobar Islands', cities: ['Port Blair', 'Car Nicobar'] },
  'IN-AP': { name: 'Andhra Pradesh', cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Nellore', 'Amaravati'] },
  'IN-AR': { name: 'Arunachal Pradesh', cities: ['Itanagar', 'Tawang', 'Pasighat'] },
  'IN-AS': { name: 'Assam', cities: ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat', 'Tezpur'] },
  'IN-BR': { name: 'Bihar', cities: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Aurangabad'] },
  'IN-CH': { name: 'Chandigarh', cities: ['Chandigarh'] },
  'IN-CT': { name: 'Chhattisgarh', cities: ['Raipur', 'Bhilai', 'Bilaspur', 'Korba'] },
  'IN-DH': { name: 'Dadra and Nagar Haveli and Daman and Diu', cities: ['Daman', 'Diu', 'Silvassa'] },
  'IN-DL': { name: 'Delhi', cities: ['New Delhi', 'Dwarka', 'Rohini', 'Saket'] },
  'IN-GA': { name: 'Goa', cities: ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa'] },
  'IN-GJ': { name: 'Gujarat', cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Gandhinagar', 'Bhavnagar'] },
  'IN-HP': { name: 'Himachal Pradesh', cities: ['Shimla', 'Dharamshala', 'Mandi', 'Solan'] },
  'IN-HR': { name: 'Haryana', cities: ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Karnal'] },
  'IN-JH': { name: 'Jharkhand', cities: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City'] },
  'IN-JK': { name: 'Jammu and Kashmir', cities: ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla'] },
  'IN-KA': { name: 'Karnataka', cities: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi', 'Udupi'] },
  'IN-KL': { name: 'Kerala', cities: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kannur'] },
  'IN-LA': { name: 'Ladakh', cities: ['Leh', 'Kargil'] },
  'IN-LD': { name: 'Lakshadweep', cities: ['Kavaratti', 'Agatti'] },
  'IN-MH': { name: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Aurangabad', 'Thane', 'Kolhapur'] },
  'IN-ML': { name: 'Meghalaya', cities: ['Shillong', 'Tura', 'Jowai'] },
  'IN-MN': { name: 'Manipur', cities: ['Imphal', 'Thoubal', 'Churachandpur'] },
  'IN-MP': { name: 'Madhya Pradesh', cities: ['Bhopal', 'Indore', 'Gwalior', 'Jabalpur', 'Ujjain'] },
  'IN-MZ': { name: 'Mizoram', cities: ['Aizawl', 'Lunglei', 'Champhai'] },
  'IN-NL': { name: 'Nagaland', cities: ['Kohima', 'Dimapur', 'Mokokchung'] },
  'IN-OR': { name: 'Odisha', cities: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Puri', 'Sambalpur'] },
  'IN-PB': { name: 'Punjab', cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Mohali'] },
  'IN-PY': { name: 'Puducherry', cities: ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'] },
  'IN-RJ': { name: 'Rajasthan', cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner'] },
  'IN-SK': { name: 'Sikkim', cities: ['Gangtok', 'Namchi', 'Gyalshing'] },
  'IN-TG': { name: 'Telangana', cities: ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar'] },
  'IN-TN': { name: 'Tamil Nadu', cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli'] },
  'IN-TR': { name: 'Tripura', cities: ['Agartala', 'Udaipur', 'Dharmanagar'] },
  'IN-UP': { name: 'Uttar Pradesh', cities: ['Lucknow', 'Kanpur', 'Varanasi', 'Agra', 'Noida', 'Prayagraj', 'Ghaziabad'] },
  'IN-UT': { name: 'Uttarakhand', cities: ['Dehradun', 'Haridwar', 'Rishikesh', 'Nainital', 'Haldwani'] },
  'IN-WB': { name: 'West Bengal', cities: ['Kolkata', 'Howrah', 'Durgapur', 'Siliguri', 'Asansol'] },
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** States of a country, by name; null for a country the demo does not know. */
export function demoStates(countryId: string): Array<{ id: string; name: string }> | null {
  if (countryId !== 'IN') return null;
  return Object.entries(INDIA)
    .map(([id, state]) => ({ id, name: state.name }))
    .sort(byName);
}

/** Cities of a state, by name; null for a state the demo does not know. */
export function demoCities(stateId: string): Array<{ id: string; name: string }> | null {
  const state = INDIA[stateId];
  if (!state) return null;
  return state.cities.map((name) => ({ id: `${stateId.toLowerCase()}-${slug(name)}`, name })).sort(byName);
}
