// Contract stub: replaced by the issue that owns this page.
export default function BuilderPage() {
  return <p>Builder</p>;
}
