import { useConvexAuth, useMutation } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { noindexPageMeta } from "../lib/pageMeta";
import { MailedLinkPage } from "./MailedLinkPage";

/** A confirmation link is a secret: not for search engines (robots.txt disallows it too, sitemap.ts). */
export const meta = () => noindexPageMeta("Confirm your email address");

/** The mailed link (`/confirm-email/<token>`): confirms the address on opening, signed in or not (the token is the proof). */
export default function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const confirm = useMutation(api.emailConfirmations.confirm);
  const { isAuthenticated, isLoading } = useConvexAuth();
  return (
    <MailedLinkPage
      run={() => confirm({ token })}
      busyLabel="Confirming your email address…"
      waiting={isLoading}
      successTitle="Your email address is confirmed"
      successText={({ email, changed }) => (changed ? `${email} is now the email you sign in with.` : `Thank you: ${email} is confirmed.`)}
      next={(outcome) =>
        outcome === null && isAuthenticated
          ? { to: "/account", label: "Go to your account" }
          : isAuthenticated
            ? { to: "/dashboard", label: "Go to your dashboard" }
            : { to: "/login", label: "Log in" }
      }
    />
  );
}
