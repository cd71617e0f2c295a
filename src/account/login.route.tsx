import { useEffect, useRef, useState } from "react";
import { Anchor } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { errorData } from "../../convex/model/errors";
import { useErrorText } from "../i18n/messages";
import { AuthForm, type Credentials } from "./auth/AuthForm";
import { authAction, authHeaders } from "./auth/authAction.server";
import { useAuthTexts } from "./auth/useAuthTexts";
import { useTranslation } from "react-i18next";
import { useFinishSignIn } from "./auth/useFinishSignIn";
import { afterLoginPath, authPagePath, DEFAULT_AFTER_LOGIN, readAuthState, readNext, readSignedUp, FORGET_SIGNED_UP_SCRIPT } from "../lib/authRedirect";
import { passwordSignInParams } from "./auth/credentials";
import { deviceToken } from "./auth/deviceToken";
import { InvitationMention } from "./auth/InvitationMention";
import { SignedInHandoff } from "./auth/SignedInHandoff";
import { OAuthButtons } from "./oauth/OAuthButtons";
import { loadOAuthProviders } from "./oauth/oauthFlow.server";
import { PasskeyChoice } from "./passkeys/PasskeyChoice";
import { usePasskeyCeremony } from "./passkeys/usePasskeyCeremony";
import { TwoFactorSignIn } from "./two-factor/TwoFactorSignIn";
import { pageMeta } from "../i18n/pageMeta";
import { STATIC_AUTH_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/login.route";

type Phase = "idle" | "submitting" | "signedIn";

/** A first load is plain HTML with a small script (src/account/auth-page); the app navigating here renders this component. */
export const handle = STATIC_AUTH_PAGE;

/** The static form posts here when sent before its script ran: the server signs in (auth/authAction.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return await authAction("signIn", request, context);
}

export const headers = authHeaders;

/** Which "Continue with …" buttons to show (none unless the deployment has a provider on). */
export async function loader({ context }: Route.LoaderArgs) {
  return { oauthProviders: await loadOAuthProviders(context) };
}

/** Indexable, as robots.txt allows (sitemap.ts): a search for the product's sign-in finds it. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "login");

export default function LoginPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const texts = useAuthTexts("signIn");
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const authState = readAuthState(location.state);
  // Where the visitor asked to go (?next=, e.g. a template's builder) wins over the remembered page.
  const next = readNext(location.search);
  // After a sign-up the server answered (no script): "Signup successful!" and the new email.
  const signedUpEmail = readSignedUp(location.search);
  const [phase, setPhase] = useState<Phase>("idle");
  const finished = useRef(false);
  // Two-factor on: the first step's ticket, and the last code's refusal.
  const [ticket, setTicket] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const passkeyCeremony = usePasskeyCeremony();

  const attempt = async (signInWith: () => Promise<unknown>, onRefusal: (error: unknown) => void) => {
    setPhase("submitting");
    try {
      await signInWith();
      setPhase("signedIn");
    } catch (error) {
      setPhase("idle");
      onRefusal(error);
    }
  };
  const showRefusal = (error: unknown) => notifications.show({ color: "red", title: texts.failureTitle, message: errorText(error, texts.failure) });

  const submit = ({ email, password }: Credentials) =>
    attempt(
      () => signIn("password", passwordSignInParams("signIn", email, password, deviceToken())),
      (error) => {
        const data = errorData(error);
        if (data?.code === "auth/two-factor-required" && data.ticket) setTicket(data.ticket);
        else showRefusal(error);
      },
    );
  const submitCode = (code: string) =>
    attempt(
      () => signIn("password", { flow: "two-factor", ticket: ticket ?? "", code }),
      (error) => setCodeRefusal(errorText(error, texts.failure)),
    );

  // Calls made before the server has accepted the new token would run signed out, so finish
  // once the session is confirmed: create the profile if missing (spec), then go on.
  const target = next ?? afterLoginPath(authState);
  useEffect(() => {
    if (phase !== "signedIn" || !isAuthenticated || finished.current) return;
    finished.current = true;
    void finishSignIn().finally(() => {
      notifications.show({ color: "green", message: texts.success });
      navigate(target, { replace: true });
    });
  }, [phase, isAuthenticated, finishSignIn, navigate, target, texts.success]);

  // The server signed in a form posted before the page's script ran: hand the session to the browser.
  if (answer?.status === "signedIn") return <SignedInHandoff answer={answer} texts={texts} />;
  // Someone already signed in has nothing to do here.
  if (isAuthenticated && phase === "idle") return <Navigate to={next ?? DEFAULT_AFTER_LOGIN} replace />;
  // The second step: the server's page (a form posted to the action) or the app's.
  if (answer?.status === "twoFactor") return <TwoFactorSignIn ticket={answer.ticket} error={answer.message} />;
  if (ticket !== null) {
    const restart = () => (setTicket(null), setCodeRefusal(null));
    return <TwoFactorSignIn ticket={ticket} error={codeRefusal} busy={phase !== "idle"} onSubmit={(code) => void submitCode(code)} onRestart={restart} />;
  }

  return (
    <>
      {signedUpEmail !== null && <script dangerouslySetInnerHTML={{ __html: FORGET_SIGNED_UP_SCRIPT }} />}
      <AuthForm
        mode="signIn"
        title={texts.title}
        submitLabel={texts.submit}
        busyLabel={texts.busy}
        failureTitle={texts.failureTitle}
        busy={phase !== "idle"}
        initialEmail={authState.email ?? signedUpEmail ?? undefined}
        notice={signedUpEmail !== null ? t("signup.success") : undefined}
        answer={answer}
        intro={<InvitationMention next={next} />}
        aboveFields={<OAuthButtons providers={loaderData.oauthProviders} mode="signIn" next={next} texts={texts} />}
        onSubmit={(values) => void submit(values)}
        belowForm={() => (
          <PasskeyChoice mode="signIn" busy={phase !== "idle"} onChoose={() => void attempt(() => passkeyCeremony("signIn", ""), showRefusal)} />
        )}
        passwordExtra={
          <Anchor component={Link} to="/reset-password" size="sm" style={{ alignSelf: "flex-end" }}>
            {t("form.forgotPassword")}
          </Anchor>
        }
        footer={
          <>
            {t("form.noAccount")}{" "}
            <Anchor component={Link} to={authPagePath("/signup", next)} state={authState.from ? { from: authState.from } : undefined}>
              {t("form.signUpLink")}
            </Anchor>
          </>
        }
      />
    </>
  );
}
