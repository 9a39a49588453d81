// Placeholder page; replaced by its issue.
export default function VerifyCertificatePage() {
  return <h1>VerifyCertificatePage</h1>;
}
