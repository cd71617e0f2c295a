import { useState } from "react";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { useHref, useNavigate } from "react-router";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import type { Plan } from "../../convex/model/plans";
import { canUseTemplate, type TemplateInfo } from "../../convex/model/templates";
import { upgradePath } from "../plans/upgrade";
import { useTranslation } from "react-i18next";
import { PremiumMessage } from "./PremiumMessage";

const PREMIUM_NOTIFICATION_ID = "premium-template";

/**
 * "Use this template": premium templates on the free plan stop here with the spec's message, a
 * free trial that comes back to this template's builder, and the plans (the URL does not change);
 * allowed ones are recorded on the server (templates.use), then the builder opens. While the plan
 * is still loading, the server decides. (Without React: src/gallery/script/member.ts.)
 */
export function useOpenTemplate(plan: Plan | undefined) {
  const { t } = useTranslation("gallery");
  const recordTemplateUse = useMutation(api.templates.use);
  const user = useQuery(api.users.current);
  const navigate = useNavigate();
  const href = useHref("/");
  const appHref = (path: string) => href.replace(/\/$/, "") + path;
  const [pendingId, setPendingId] = useState<string | null>(null);

  // The toast's links navigate in the app (the toast container lives outside the router).
  const follow = (event: React.MouseEvent) => {
    event.preventDefault();
    notifications.hide(PREMIUM_NOTIFICATION_ID);
    navigate(event.currentTarget.getAttribute("href")!.slice(appHref("").length));
  };

  const showPremiumMessage = (template: TemplateInfo) => {
    notifications.show({
      id: PREMIUM_NOTIFICATION_ID,
      color: "yellow",
      title: t("premiumTitle"),
      message: (
        <PremiumMessage
          trialHref={appHref(upgradePath("premiumTemplates", `/builder/${template.id}`))}
          pricingHref={appHref("/pricing")}
          onFollow={follow}
          trialUsed={user?.trialAvailable === false}
        />
      ),
    });
  };

  const open = async (template: TemplateInfo) => {
    if (pendingId !== null) return;
    if (plan !== undefined && !canUseTemplate(template, plan)) {
      showPremiumMessage(template);
      return;
    }
    setPendingId(template.id);
    try {
      await recordTemplateUse({ templateId: template.id });
      navigate(`/builder/${template.id}`);
    } catch (error) {
      if (errorData(error)?.code === "template/premium") showPremiumMessage(template);
      else notifications.show({ color: "red", title: t("script.openFailed"), message: errorMessage(error, t("script.somethingWrong")) });
    } finally {
      setPendingId(null);
    }
  };

  return { open, pendingId };
}
