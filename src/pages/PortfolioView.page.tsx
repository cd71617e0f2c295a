// Contract stub: replaced by the issue that owns this page.
export default function PortfolioViewPage() {
  return <p>PortfolioView</p>;
}
