// Every Mantine component's styles the signed-in screens use (scripts/lib/mantineStyles.ts); the ones
// the shell already loaded are not loaded twice.
import "virtual:mantine-styles/app";
import { Outlet } from "react-router";
import { RequireAuth } from "../account/auth/RequireAuth";
import { AccountLanguageSync } from "../i18n/AccountLanguageSync";

/** Screens for signed-in users: rendered in the browser, behind the guard. */
export default function SignedIn() {
  return (
    <RequireAuth>
      <AccountLanguageSync />
      <Outlet />
    </RequireAuth>
  );
}
