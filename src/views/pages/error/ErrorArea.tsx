// Placeholder page; replaced by its issue.
export default function ErrorArea() {
  return <h1>ErrorArea</h1>;
}
