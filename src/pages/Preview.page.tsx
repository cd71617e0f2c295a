// Contract stub: replaced by the issue that owns this page.
export default function PreviewPage() {
  return <p>Preview</p>;
}
