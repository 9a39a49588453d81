// Placeholder page; replaced by its issue.
export default function AuthArea() {
  return <h1>AuthArea</h1>;
}
