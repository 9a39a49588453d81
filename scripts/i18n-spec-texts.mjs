// English texts the product spec quotes; each must be an English message word for word (placeholder names
// may differ: {number} and {certificateNumber} compare equal).
export const SPEC_TEXTS = [
  // Section 2, verify-certificate page
  'Enter Certificate number',
  'Validate',
  'Certificate {number} is Valid',
  'This certificate issued to',
  'Student',
  'Course',
  'Overall Grade',
  'Result#',
  'Issued on',
  'Issued by',
  'View Result',
  'View Certificate',
  'Certificate not found.',
  // Section 5, validation rules
  'The login detail is incorrect',
  '{name} is not valid',
  '{name} is required',
  '{name} minimum length is {min}',
  'Accepting terms & conditions are required',
  'Required field',
  'Field is not valid',
];
