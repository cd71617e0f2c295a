import { useCallback } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useNavigate } from "react-router";

/**
 * The spec's Logout action: sign out, then go to /login. Signing out first matters: /login sends
 * signed-in users to the dashboard.
 */
export function useLogout() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate("/login", { replace: true });
  }, [signOut, navigate]);
}
