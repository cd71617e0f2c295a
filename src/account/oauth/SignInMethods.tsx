import { useState } from "react";
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { IconMail } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { api } from "../../../convex/_generated/api";
import { isOAuthProviderId, oauthProviderName, type OAuthProviderId } from "../../../convex/model/oauth";
import { useErrorText, useMessage } from "../../i18n/messages";
import { ICONS, oauthRefusalFrom } from "./OAuthButtons";

/** The account page's return address after linking; `linked` names the provider for the message. */
const LINKED_PARAM = "linked";

/**
 * "Sign-in methods" on the account page: the password and each provider this deployment offers,
 * linked or not. Linking is a sign-in with the provider started while signed in (Convex Auth
 * remembers the session; convex/lib/oauthAccounts.ts links it), coming back here. Shown only when
 * a provider is on or linked.
 */
export function SignInMethods() {
  const methods = useQuery(api.oauth.methods);
  const unlink = useMutation(api.oauth.unlink);
  const { signIn } = useAuthActions();
  const { search } = useLocation();
  const [busy, setBusy] = useState<OAuthProviderId | null>(null);
  const { t } = useTranslation("account");
  const message = useMessage();
  const errorText = useErrorText();
  if (!methods || methods.providers.length === 0) return null;

  const refusal = oauthRefusalFrom(search);
  const linkedNow = new URLSearchParams(search).get(LINKED_PARAM);
  const justLinked = refusal === null && isOAuthProviderId(linkedNow) && methods.providers.some((p) => p.id === linkedNow && p.linked) ? linkedNow : null;

  const link = async (id: OAuthProviderId) => {
    setBusy(id);
    try {
      // Leaves the page for the provider's consent screen.
      await signIn(id, { redirectTo: `/account?${LINKED_PARAM}=${id}` });
    } catch (error) {
      setBusy(null);
      notifications.show({ color: "red", message: errorText(error, t("oauth.linkFailed", { name: oauthProviderName(id) })) });
    }
  };
  const remove = async (id: OAuthProviderId) => {
    setBusy(id);
    try {
      await unlink({ provider: id });
      notifications.show({ color: "green", message: t("oauth.unlinked", { name: oauthProviderName(id) }) });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("oauth.unlinkFailed", { name: oauthProviderName(id) })) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sign-in-methods-heading">
      <Title order={2} size="h3" id="sign-in-methods-heading" mb="xs">
        {t("oauth.heading")}
      </Title>
      <Text size="sm" mb="md">
        {t("oauth.text")}
      </Text>
      {refusal !== null && (
        <Alert color="red" role="alert" mb="md" title={t("oauth.notLinked")}>
          {message(refusal)}
        </Alert>
      )}
      {justLinked !== null && (
        <Alert color="green" role="status" mb="md">
          {t("oauth.linked", { name: oauthProviderName(justLinked) })}
        </Alert>
      )}
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <IconMail size={18} aria-hidden />
            <Text fw={500}>{t("oauth.password")}</Text>
          </Group>
          <Badge variant="light" color={methods.password ? "green" : "gray"}>
            {methods.password ? t("oauth.set") : t("oauth.notSet")}
          </Badge>
        </Group>
        {methods.providers.map(({ id, name, linked, enabled }) => {
          const Icon = ICONS[id];
          return (
            <Group key={id} justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Icon size={18} aria-hidden />
                <Text fw={500}>{name}</Text>
                {linked && (
                  <Badge variant="light" color="green">
                    {t("oauth.linkedBadge")}
                  </Badge>
                )}
              </Group>
              {linked ? (
                <Button variant="default" size="xs" onClick={() => void remove(id)} disabled={busy !== null} aria-label={t("oauth.unlinkNamed", { name })}>
                  {t("oauth.unlink")}
                </Button>
              ) : (
                enabled && (
                  <Button variant="default" size="xs" onClick={() => void link(id)} disabled={busy !== null} aria-label={t("oauth.linkNamed", { name })}>
                    {t("oauth.link")}
                  </Button>
                )
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
