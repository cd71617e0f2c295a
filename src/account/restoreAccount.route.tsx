import { useMutation } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { noindexPageMeta } from "../lib/pageMeta";
import { MailedLinkPage } from "./MailedLinkPage";

/** The undo link is a secret: not for search engines. */
export const meta = () => noindexPageMeta("Restore your account");

/** The deletion mail's link (`/restore-account/<token>`): brings the account back on opening. */
export default function RestoreAccountPage() {
  const { token = "" } = useParams();
  const undo = useMutation(api.account.undoDeletion);
  return (
    <MailedLinkPage
      run={() => undo({ token })}
      busyLabel="Restoring your account…"
      successTitle="Your account is back"
      successText={({ email }) =>
        `Everything in it is as you left it, and your page is online again if it was. Log in${email ? ` with ${email}` : ""} and your password.`
      }
      next={() => ({ to: "/login", label: "Log in" })}
    />
  );
}
