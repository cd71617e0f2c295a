import { useEffect, type ReactNode } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { api } from "../../../convex/_generated/api";
import { PageLoader } from "../../ui/PageLoader";
import { invitationTokenOf } from "../../../convex/model/invitationLink";
import { authPagePath, safeAppPath, type AuthLocationState } from "../../lib/authRedirect";
import { isSessionEndExpected } from "./expectedSessionEnd";

/**
 * The guard for signed-in screens: "Loading..." while the session is unknown, the
 * screen when signed in, otherwise /login remembering where the user wanted to go.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const location = useLocation();
  const { t } = useTranslation("common");
  if (isLoading) return <PageLoader label={t("loading.generic")} />;
  if (!isAuthenticated) {
    // An invitation link goes in the address (`next`), so /login and /signup can say who invites
    // and carry it through a sign-up, which `from` does not survive.
    if (invitationTokenOf(location.pathname) !== null) return <Navigate to={authPagePath("/login", safeAppPath(location.pathname))} replace />;
    const state: AuthLocationState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <>
      <EndedSessionWatch />
      {children}
    </>
  );
}

/**
 * The server refuses a token whose session has ended (signed out everywhere, password changed
 * or reset elsewhere, account deleted): the profile query then answers null. Drop the stale
 * tokens too, so this browser shows the login page instead of empty screens.
 */
function EndedSessionWatch() {
  const { signOut } = useAuthActions();
  const me = useQuery(api.users.current);
  useEffect(() => {
    if (me === null && !isSessionEndExpected()) void signOut();
  }, [me, signOut]);
  return null;
}
