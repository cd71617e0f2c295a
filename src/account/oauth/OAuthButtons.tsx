import { Alert, Button, Divider, Stack } from "@mantine/core";
import { IconBrandGithub, IconBrandGoogle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isOAuthProviderId, isOAuthRefusal, OAUTH_ERROR_PARAM, oauthRefusalMessage, type OAuthProviderId } from "../../../convex/model/oauth";
import { useMessage } from "../../i18n/messages";
import { APP_BASENAME } from "../../lib/basePath";
import { NEXT_PARAM } from "../../lib/authRedirect";
import type { AuthTexts } from "../auth/authTexts";

/** Each provider's mark, beside its name (buttons, the account page). */
export const ICONS: Record<OAuthProviderId, typeof IconBrandGithub> = { github: IconBrandGithub, google: IconBrandGoogle };

export type OAuthProviderOption = { id: OAuthProviderId; name: string };

/** The words for an address's `?oauth-error=<reason>&provider=<id>` (set by the deployment's callback), or null. */
export function oauthRefusalFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  const refusal = params.get(OAUTH_ERROR_PARAM);
  const provider = params.get("provider");
  if (refusal === null) return null;
  return oauthRefusalMessage(isOAuthRefusal(refusal) ? refusal : "failed", isOAuthProviderId(provider) ? provider : "google");
}

/**
 * "Continue with GitHub / Google" above the email form of /login and /signup: plain forms posting
 * to the server (src/account/oauth/oauthFlow.server.ts), so they work on the pages without React
 * and without their script. Nothing when no provider is on; a refused attempt's reason above.
 */
export function OAuthButtons({
  providers,
  mode,
  next,
  texts,
}: {
  providers: readonly OAuthProviderOption[];
  mode: "signIn" | "signUp";
  next: string | null;
  texts: AuthTexts;
}) {
  const { search } = useLocation();
  const refusal = oauthRefusalFrom(search);
  const { t } = useTranslation("account");
  const message = useMessage();
  if (providers.length === 0 && refusal === null) return null;
  const query = new URLSearchParams({ from: mode === "signUp" ? "signup" : "login", ...(next ? { [NEXT_PARAM]: next } : {}) });
  return (
    <Stack gap="sm" mb="lg">
      {refusal !== null && (
        <Alert color="red" title={texts.failureTitle} role="alert">
          {message(refusal)}
        </Alert>
      )}
      {providers.map(({ id, name }) => {
        const Icon = ICONS[id];
        return (
          <form key={id} method="post" action={`${APP_BASENAME}/oauth/${id}?${query}`}>
            <Button type="submit" variant="default" fullWidth leftSection={<Icon size={18} aria-hidden />}>
              {t("oauth.continueWith", { name })}
            </Button>
          </form>
        );
      })}
      {providers.length > 0 && <Divider label={t("oauth.orEmail")} labelPosition="center" />}
    </Stack>
  );
}
