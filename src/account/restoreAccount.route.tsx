import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { noindexPageMeta } from "../i18n/pageMeta";
import { MailedLinkPage } from "./MailedLinkPage";
import type { Route } from "./+types/restoreAccount.route";

/** The undo link is a secret: not for search engines. */
export const meta: Route.MetaFunction = (args) => noindexPageMeta(args, "restoreAccount");

/** The deletion mail's link (`/restore-account/<token>`): brings the account back on opening. */
export default function RestoreAccountPage() {
  const { token = "" } = useParams();
  const undo = useMutation(api.account.undoDeletion);
  const { t } = useTranslation("auth");
  return (
    <MailedLinkPage
      run={() => undo({ token })}
      busyLabel={t("mailedLink.restoring")}
      successTitle={t("mailedLink.restored")}
      successText={({ email }) => (email ? t("mailedLink.restoredTextWithEmail", { email }) : t("mailedLink.restoredText"))}
      next={() => ({ to: "/login", label: t("mailedLink.logIn") })}
    />
  );
}
