import { demoInstitute, formatAddress, type DemoBranch } from './institute.ts';

/**
 * Demo certificates, one per case the verification page must handle (listed in the README):
 * an Auto one with every field and a result pdf, a Manual one with a scanned certificate, one with no optional
 * fields, and one whose number holds a space and a slash (it must travel as one encoded path segment).
 */
export interface DemoCertificate {
  certificateNumber: string;
  studentName: string;
  courseName: string;
  grade?: string;
  resultNumber?: string;
  issuedDate?: string;
  type: 'Auto' | 'Manual';
  resultId?: string;
  /** Site-relative path of the certificate file; the handler answers it as an absolute http(s) URL. */
  filePath?: string;
  branch: DemoBranch;
}

const [bengaluru, pune] = demoInstitute.branches;

export const demoCertificates: DemoCertificate[] = [
  {
    certificateNumber: 'KVS-BLR-2025-0118',
    studentName: 'Aarav Sharma',
    courseName: 'Diploma in Full Stack Web Development',
    grade: 'A+',
    resultNumber: 'RES/BLR/2025/118',
    issuedDate: '2025-03-28',
    type: 'Auto',
    resultId: 'r-2025-0118',
    filePath: '/demo/certificate-KVS-BLR-2025-0118.pdf',
    branch: bengaluru,
  },
  {
    certificateNumber: 'KVS-M-2023-0311',
    studentName: 'Priya Nair',
    courseName: 'Certificate Course in Tally Prime with GST',
    grade: 'B+',
    issuedDate: '2023-11-14',
    type: 'Manual',
    filePath: '/demo/certificate-KVS-M-2023-0311.pdf',
    branch: bengaluru,
  },
  {
    certificateNumber: 'KVS-2024-0777',
    studentName: 'Rohan Deshpande',
    courseName: 'Spoken English (Advanced)',
    type: 'Manual',
    branch: pune,
  },
  {
    certificateNumber: 'KVS 2025/0042',
    studentName: 'Ananya Iyer',
    courseName: 'Post Graduate Diploma in Data Analytics',
    grade: 'O',
    resultNumber: 'RES/PNQ/2025/042',
    issuedDate: '2025-06-30',
    type: 'Auto',
    resultId: 'r-2025-0042',
    branch: pune,
  },
];

/** Result ids the demo can download, and the file each one answers with. */
export const demoResultFiles: Record<string, string> = {
  'r-2025-0118': '/demo/result-r-2025-0118.pdf',
  'r-2025-0042': '/demo/result-r-2025-0042.pdf',
};

/** Exact match after trimming, as a real registry would look a number up. */
export function findDemoCertificate(number: string): DemoCertificate | undefined {
  const wanted = number.trim();
  return demoCertificates.find((c) => c.certificateNumber === wanted);
}

/** The contract's `data` of a found certificate; optional fields absent from the seed are left out. */
export function certificateAnswer(c: DemoCertificate, origin: string) {
  return {
    certificateNumber: c.certificateNumber,
    studentName: c.studentName,
    courseName: c.courseName,
    ...(c.grade ? { grade: c.grade } : {}),
    ...(c.resultNumber ? { resultNumber: c.resultNumber } : {}),
    ...(c.issuedDate ? { issuedDate: c.issuedDate } : {}),
    instituteName: c.branch.name,
    instituteAddress: formatAddress(c.branch.address),
    type: c.type,
    ...(c.resultId ? { resultId: c.resultId } : {}),
    ...(c.filePath ? { fileUrl: new URL(c.filePath, origin).href } : {}),
  };
}
