import { useParams } from "react-router-dom";
import { PublicPortfolio } from "../components/portfolio/PublicPortfolio";

/** /portfolio-view/:userId inside the app (a full page load gets the standalone page instead). */
export default function PortfolioViewPage() {
  const { userId = "" } = useParams();
  return <PublicPortfolio userId={userId} />;
}
