// Writes the demo backend's small, valid PDFs (result sheets and certificate scans) to src/mocks/files/demo/ (scripts/demo-files-plugin.ts serves them).
// Run: node scripts/make-demo-pdfs.mjs. Hand-built PDF 1.4 with correct xref offsets, so every viewer opens them.
import { mkdirSync, writeFileSync } from 'node:fs';

const files = {
  'result-r-2025-0118.pdf': ['Kaveri Vidya Sansthan, Bengaluru', 'Statement of Result RES/BLR/2025/118', 'Aarav Sharma',
    'Diploma in Full Stack Web Development', 'Overall Grade: A+', 'Demo document - not a real result'],
  'result-r-2025-0042.pdf': ['Kaveri Vidya Sansthan, Pune', 'Statement of Result RES/PNQ/2025/042', 'Ananya Iyer',
    'Post Graduate Diploma in Data Analytics', 'Overall Grade: O', 'Demo document - not a real result'],
  'certificate-KVS-BLR-2025-0118.pdf': ['Kaveri Vidya Sansthan, Bengaluru', 'Certificate KVS-BLR-2025-0118',
    'This is to certify that Aarav Sharma', 'has completed the Diploma in Full Stack Web Development', 'Demo document'],
  'certificate-KVS-M-2023-0311.pdf': ['Kaveri Vidya Sansthan, Bengaluru', 'Certificate KVS-M-2023-0311',
    'This is to certify that Priya Nair', 'has completed the Certificate Course in Tally Prime with GST', 'Demo document'],
};

const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function pdf(lines) {
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 28} Td (${escape(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const dir = new URL('../src/mocks/files/demo/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, lines] of Object.entries(files)) writeFileSync(new URL(name, dir), pdf(lines));
console.log(`wrote ${Object.keys(files).length} PDFs to src/mocks/files/demo/`);
