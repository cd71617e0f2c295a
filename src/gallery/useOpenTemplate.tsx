import { useState } from "react";
import { Anchor, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useHref, useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import type { Plan } from "../../convex/model/plans";
import { canUseTemplate, PREMIUM_MESSAGE, type TemplateInfo } from "../../convex/model/templates";
import { upgradePath } from "../plans/upgrade";

const PREMIUM_NOTIFICATION_ID = "premium-template";

/**
 * "Use this template": premium templates on the free plan stop here with the spec's message, a
 * free trial that comes back to this template's builder, and the plans (the URL does not change); allowed ones are recorded on the server
 * (templates.use), then the builder opens. While the plan is still loading, the server decides.
 */
export function useOpenTemplate(plan: Plan | undefined) {
  const recordTemplateUse = useMutation(api.templates.use);
  const navigate = useNavigate();
  // The toast container lives outside the router, so its link navigates through this page.
  const href = useHref("/");
  const appHref = (path: string) => href.replace(/\/$/, "") + path;
  const [pendingId, setPendingId] = useState<string | null>(null);

  const go = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    notifications.hide(PREMIUM_NOTIFICATION_ID);
    navigate(path);
  };

  const showPremiumMessage = (template: TemplateInfo) => {
    const trial = upgradePath("premiumTemplates", `/builder/${template.id}`);
    notifications.show({
      id: PREMIUM_NOTIFICATION_ID,
      color: "yellow",
      title: "Premium template",
      message: (
        <Stack gap={4}>
          <Text size="sm">{PREMIUM_MESSAGE}</Text>
          <Anchor href={appHref(trial)} size="sm" fw={600} onClick={go(trial)}>
            Try Pro free for 14 days
          </Anchor>
          <Anchor href={appHref("/pricing")} size="sm" onClick={go("/pricing")}>
            See pricing plans
          </Anchor>
        </Stack>
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
      else notifications.show({ color: "red", title: "Could not open the template", message: errorMessage(error, "Something went wrong. Please try again.") });
    } finally {
      setPendingId(null);
    }
  };

  return { open, pendingId };
}
