// Contract stub: replaced by the issue that owns this page.
export default function TemplatesPage() {
  return <p>Templates</p>;
}
