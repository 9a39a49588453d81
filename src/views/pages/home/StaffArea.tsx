// Placeholder page; replaced by its issue.
export default function StaffArea() {
  return <h1>StaffArea</h1>;
}
