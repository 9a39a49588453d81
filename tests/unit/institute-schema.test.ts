// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { instituteFrom, instituteSchema } from '../../src/api/schemas/institute';

const institute = {
  name: 'Kaveri Vidya Sansthan',
  address: '42, 2nd Floor, Brigade Arcade, Bengaluru',
  logoUrl: '/brand/kvs-blr-light.svg',
  branch: { id: 'blr', name: 'Bengaluru', code: 'BLR' },
  preferences: {
    certificateInstitute: {
      certificateVerificationPageShowCertificate: true,
      certificateVerificationPageShowResult: true,
      certificateVerificationFooterNote: null,
    },
  },
  primaryColor: '#0f766e',
};

/** `current-institute` as real servers write it: "absent" as null, a colour the page cannot use. */
describe('instituteSchema', () => {
  it('reads a full answer as sent', () => {
    expect(instituteFrom(instituteSchema.parse(institute))).toEqual(institute);
  });

  it.each([
    ['branch.code null', { branch: { ...institute.branch, code: null } }],
    ['preferences.certificateInstitute null', { preferences: { certificateInstitute: null } }],
    ['logoDarkUrl null', { logoDarkUrl: null }],
    ['primaryColor null', { primaryColor: null }],
    [
      'no certificateVerificationFooterNote key at all',
      { preferences: { certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: false } } },
    ],
  ])('an optional part written as null (%s) keeps the answer readable', (_name, change) => {
    expect(instituteSchema.safeParse({ ...institute, ...change }).success).toBe(true);
  });

  it.each(['', 'blue', 'rgb(0,0,0)', '#12345', 'red; background:url(x)', 42])(
    'a colour that is not a plain hex value (%j) is dropped, not a failed answer',
    (primaryColor) => {
      const parsed = instituteFrom(instituteSchema.parse({ ...institute, primaryColor }));
      expect(parsed.primaryColor).toBeNull();
      expect(parsed.name).toBe(institute.name);
    },
  );

  it('still refuses an answer without what the card needs', () => {
    expect(instituteSchema.safeParse({ ...institute, name: null }).success).toBe(false);
    expect(instituteSchema.safeParse({ ...institute, branch: { id: 'blr' } }).success).toBe(false);
  });
});
