import type { LeadForm } from '../../api/schemas/leadCapture';
import { demoInstitute } from './institute.ts';

// The enquiry forms belong to the one demo institute's two branches, with their names and logos.
const [bengaluru, pune] = demoInstitute.branches;

const TERMS =
  'By sending this enquiry you agree that the institute may contact you by phone, SMS, WhatsApp or email about ' +
  'its courses and admissions. Your details are used only for this enquiry, are never sold, and are deleted ' +
  'after 12 months unless you enrol. You can ask for them to be deleted at any time.';

/** The two demo enquiry forms. Unknown ids answer 404, which the page shows as "This form is not available". */
export const DEMO_LEAD_FORMS: LeadForm[] = [
  {
    id: 'kvs-bengaluru-admissions-2026',
    title: 'Admissions enquiry 2026–27',
    intro: 'Tell us what you would like to study and our admissions team will call you within two working days.',
    instituteName: bengaluru.name,
    logoUrl: bengaluru.logoUrl,
    logoDarkUrl: bengaluru.logoDarkUrl,
    primaryColor: bengaluru.primaryColor,
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
    id: 'kvs-pune-open-day',
    title: 'Open day enquiry',
    intro: 'Join our open day at the Baner campus in Pune or ask us anything about our commerce and management programmes.',
    instituteName: pune.name,
    logoUrl: pune.logoUrl,
    logoDarkUrl: pune.logoDarkUrl,
    primaryColor: pune.primaryColor,
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
