import type { ReactNode } from "react";
import { useConvexAuth } from "convex/react";
import { Navigate, useLocation } from "react-router-dom";
import { PageLoader } from "../common/PageLoader";
import type { AuthLocationState } from "../../lib/authRedirect";

/**
 * The guard for signed-in screens (spec §2): "Loading..." while the session is unknown, the
 * screen when signed in, otherwise /login remembering where the user wanted to go.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader label="Loading..." />;
  if (!isAuthenticated) {
    const state: AuthLocationState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
