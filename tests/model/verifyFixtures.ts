import type { Branding, Certificate } from '../../src/api/schemas/certificate';

/** Shared by the verifyCertificate model tests: a found certificate (with a result to download) and a branch's branding. */
export const certificate: Certificate = {
  certificateNumber: 'KVS-1',
  studentName: 'Aarav Sharma',
  courseName: 'Diploma',
  instituteName: 'KVS',
  instituteAddress: 'Bengaluru',
  type: 'Auto',
  resultId: 'r-1',
};

export const branding: Branding = {
  logoUrl: '/l.svg',
  instituteName: 'KVS',
  preferences: {
    certificateInstitute: {
      certificateVerificationPageShowCertificate: true,
      certificateVerificationPageShowResult: true,
      certificateVerificationFooterNote: null,
    },
  },
};
