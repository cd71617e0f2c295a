import { useConvexAuth, useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { noindexPageMeta } from "../i18n/pageMeta";
import { MailedLinkPage } from "./MailedLinkPage";
import type { Route } from "./+types/confirmEmail.route";

/** A confirmation link is a secret: not for search engines (robots.txt disallows it too, sitemap.ts). */
export const meta: Route.MetaFunction = (args) => noindexPageMeta(args, "confirmEmail");

/** The mailed link (`/confirm-email/<token>`): confirms the address on opening, signed in or not (the token is the proof). */
export default function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const confirm = useMutation(api.emailConfirmations.confirm);
  const { isAuthenticated, isLoading } = useConvexAuth();
  const { t } = useTranslation("auth");
  return (
    <MailedLinkPage
      run={() => confirm({ token })}
      busyLabel={t("mailedLink.confirming")}
      waiting={isLoading}
      successTitle={t("mailedLink.confirmed")}
      successText={({ email, changed }) => t(changed ? "mailedLink.confirmedChanged" : "mailedLink.confirmedThanks", { email })}
      next={(outcome) =>
        outcome === null && isAuthenticated
          ? { to: "/account", label: t("mailedLink.toAccount") }
          : isAuthenticated
            ? { to: "/dashboard", label: t("mailedLink.toDashboard") }
            : { to: "/login", label: t("mailedLink.logIn") }
      }
    />
  );
}
