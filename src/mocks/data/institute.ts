/**
 * The seeded demo institute: one institute, two branches. Branding is answered by host so the two local
 * addresses of `npm start` look different: `localhost` is branch A (Bengaluru), `127.0.0.1` branch B (Pune).
 * Shapes follow api-contract.md (initiate and current-institute).
 */
export interface CertificateInstitutePreferences {
  certificateVerificationPageShowCertificate: boolean;
  certificateVerificationPageShowResult: boolean;
  /** Trusted-by-the-institute html, still sanitised by the page. */
  certificateVerificationFooterNote: string | null;
}

export interface DemoAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
}

export interface DemoBranch {
  id: string;
  code: string;
  name: string;
  /** Hostnames (no port) whose visitors see this branch. */
  hosts: string[];
  address: DemoAddress;
  phone: string;
  email: string;
  logoUrl: string;
  logoDarkUrl: string;
  /** Optional accent colour for the branch's pages (hex). */
  primaryColor?: string;
  preferences: { certificateInstitute: CertificateInstitutePreferences };
}

export interface DemoInstitute {
  id: string;
  name: string;
  shortName: string;
  website: string;
  branches: [DemoBranch, DemoBranch];
}

/** One line, Indian style: "12, MG Road, Shivajinagar, Bengaluru, Karnataka 560001". */
export function formatAddress(a: DemoAddress): string {
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.pinCode}`;
}

export const demoInstitute: DemoInstitute = {
  id: 'inst-kvs',
  name: 'Kaveri Vidya Sansthan',
  shortName: 'KVS',
  website: 'https://kaveri-vidya.example.in',
  branches: [
    {
      id: 'br-blr',
      code: 'BLR',
      name: 'Kaveri Vidya Sansthan, Bengaluru',
      hosts: ['localhost'],
      address: {
        line1: '42, 2nd Floor, Brigade Arcade, 80 Feet Road',
        line2: 'Koramangala 4th Block',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560034',
        country: 'India',
      },
      phone: '+91 80 4123 5678',
      email: 'bengaluru@kaveri-vidya.example.in',
      logoUrl: '/brand/kvs-blr-light.svg',
      logoDarkUrl: '/brand/kvs-blr-dark.svg',
      primaryColor: '#1d4ed8',
      preferences: {
        certificateInstitute: {
          certificateVerificationPageShowCertificate: true,
          certificateVerificationPageShowResult: true,
          certificateVerificationFooterNote:
            '<p>For any query about a certificate, write to <a href="mailto:exams@kaveri-vidya.example.in">exams@kaveri-vidya.example.in</a> or read our <a href="https://kaveri-vidya.example.in/verification-policy" target="_blank">verification policy</a>.</p>',
        },
      },
    },
    {
      id: 'br-pune',
      code: 'PNQ',
      name: 'Kaveri Vidya Sansthan, Pune',
      hosts: ['127.0.0.1'],
      address: {
        line1: 'Plot 17, Survey No. 128/2, Baner Road',
        line2: 'Near Balewadi Phata, Baner',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411045',
        country: 'India',
      },
      phone: '+91 20 2567 8901',
      email: 'pune@kaveri-vidya.example.in',
      logoUrl: '/brand/kvs-pune-light.svg',
      logoDarkUrl: '/brand/kvs-pune-dark.svg',
      primaryColor: '#0f766e',
      preferences: {
        certificateInstitute: {
          // Pune shows results but not scanned certificates, and a shorter note: the branches look different.
          certificateVerificationPageShowCertificate: false,
          certificateVerificationPageShowResult: true,
          certificateVerificationFooterNote:
            '<p>Verification queries: <a href="https://kaveri-vidya.example.in/pune/contact" target="_blank">Pune exam cell</a>, Monday to Saturday, 10:00 to 17:00 IST.</p>',
        },
      },
    },
  ],
};

/** The branch whose branding a host sees; any unknown host gets the first branch (the institute's default). */
export function branchForHost(host: string): DemoBranch {
  const normalised = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return demoInstitute.branches.find((b) => b.hosts.includes(normalised)) ?? demoInstitute.branches[0];
}
