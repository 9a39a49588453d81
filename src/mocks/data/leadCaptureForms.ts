import type { LeadForm } from '../../api/schemas/leadCapture';

/** A small monogram logo as an inline SVG, so the demo needs no image files. */
function monogram(letters: string, background: string, foreground: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">` +
    `<rect width="48" height="48" rx="10" fill="${background}"/>` +
    `<text x="24" y="31" font-family="Arial,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${foreground}">${letters}</text>` +
    `<text x="58" y="30" font-family="Arial,sans-serif" font-size="15" font-weight="600" fill="${background}">${letters} Institute</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const TERMS =
  'By sending this enquiry you agree that the institute may contact you by phone, SMS, WhatsApp or email about ' +
  'its courses and admissions. Your details are used only for this enquiry, are never sold, and are deleted ' +
  'after 12 months unless you enrol. You can ask for them to be deleted at any time.';

/** The two demo enquiry forms. Unknown ids answer 404, which the page shows as "This form is not available". */
export const DEMO_LEAD_FORMS: LeadForm[] = [
  {
    id: 'sunrise-admissions-2026',
    title: 'Admissions enquiry 2026–27',
    intro: 'Tell us what you would like to study and our admissions team will call you within two working days.',
    instituteName: 'Sunrise Institute of Technology, Pune',
    logoUrl: monogram('SIT', '#b45309', '#ffffff'),
    logoDarkUrl: monogram('SIT', '#fbbf24', '#1a1d23'),
    countryId: 'IN',
    terms: TERMS,
    courses: [
      { id: 'btech-cse', name: 'B.Tech Computer Science and Engineering' },
      { id: 'btech-ece', name: 'B.Tech Electronics and Communication' },
      { id: 'bca', name: 'Bachelor of Computer Applications (BCA)' },
      { id: 'mca', name: 'Master of Computer Applications (MCA)' },
      { id: 'dip-ds', name: 'Diploma in Data Science' },
    ],
  },
  {
    id: 'lotus-commerce-open-day',
    title: 'Open day enquiry',
    intro: 'Join our open day in Chennai or ask us anything about our commerce and management programmes.',
    instituteName: 'Lotus Academy of Commerce, Chennai',
    logoUrl: monogram('LAC', '#0f766e', '#ffffff'),
    logoDarkUrl: monogram('LAC', '#5eead4', '#12151b'),
    countryId: 'IN',
    terms: TERMS,
    courses: [
      { id: 'bcom', name: 'B.Com (General)' },
      { id: 'bcom-ca', name: 'B.Com Computer Applications' },
      { id: 'bba', name: 'Bachelor of Business Administration (BBA)' },
      { id: 'mba', name: 'MBA Finance and Marketing' },
      { id: 'cma', name: 'CMA Foundation coaching' },
    ],
  },
];

/** An email on this domain is refused with a 422 on `email` (a lead that already exists). */
export const DUPLICATE_EMAIL_DOMAIN = 'duplicate.example';
/** This mobile number is refused with a 422 on `mobile` (a number on the do-not-call list). */
export const BLOCKED_MOBILE = '+919000000000';
