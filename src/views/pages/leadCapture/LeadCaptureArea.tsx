// Placeholder page; replaced by its issue.
export default function LeadCaptureArea() {
  return <h1>LeadCaptureArea</h1>;
}
