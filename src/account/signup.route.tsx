import { useEffect, useRef, useState } from "react";
import { Anchor } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { useErrorText } from "../i18n/messages";
import { emailError } from "../../convex/model/validation";
import { AuthForm, type Credentials } from "./auth/AuthForm";
import { authAction, authHeaders } from "./auth/authAction.server";
import { useAuthTexts } from "./auth/useAuthTexts";
import { useTranslation } from "react-i18next";
import { useFinishSignIn } from "./auth/useFinishSignIn";
import { authPagePath, DEFAULT_AFTER_LOGIN, readAuthState, readNext, type AuthLocationState } from "../lib/authRedirect";
import { passwordSignInParams } from "./auth/credentials";
import { InvitationMention } from "./auth/InvitationMention";
import { SignedInHandoff } from "./auth/SignedInHandoff";
import { OAuthButtons } from "./oauth/OAuthButtons";
import { loadOAuthProviders } from "./oauth/oauthFlow.server";
import { PasskeyChoice } from "./passkeys/PasskeyChoice";
import { usePasskeyCeremony } from "./passkeys/usePasskeyCeremony";
import { pageMeta } from "../i18n/pageMeta";
import { STATIC_AUTH_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/signup.route";

/** `signedIn`: a passkey sign-up, which stays signed in (it has no password to log in with). */
type Phase = "idle" | "submitting" | "signedUp" | "signedIn";

/** A first load is plain HTML with a small script (src/account/auth-page); the app navigating here renders this component. */
export const handle = STATIC_AUTH_PAGE;

/** The static form posts here when sent before its script ran: the server signs up (auth/authAction.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return await authAction("signUp", request, context);
}

export const headers = authHeaders;

/** Which "Continue with …" buttons to show (none unless the deployment has a provider on). */
export async function loader({ context }: Route.LoaderArgs) {
  return { oauthProviders: await loadOAuthProviders(context) };
}

/** Indexable, as robots.txt allows (sitemap.ts): a search for the product's sign-up finds it. */
export const meta: Route.MetaFunction = (args) => pageMeta(args, "signup");

export default function SignupPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const texts = useAuthTexts("signUp");
  const { t, i18n } = useTranslation("auth");
  const errorText = useErrorText();
  const { signIn, signOut } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { from } = readAuthState(location.state);
  // The visitor chose where to start (?next=, e.g. "Use this template"): keep the new session
  // and go straight there instead of the spec's detour through /login.
  const next = readNext(location.search);
  const [phase, setPhase] = useState<Phase>("idle");
  const [email, setEmail] = useState("");
  const finished = useRef(false);

  const submit = async (values: Credentials) => {
    setPhase("submitting");
    try {
      await signIn("password", passwordSignInParams("signUp", values.email, values.password, undefined, i18n.language));
      setEmail(values.email);
      setPhase("signedUp");
    } catch (error) {
      setPhase("idle");
      notifications.show({ color: "red", title: texts.failureTitle, message: errorText(error, texts.failure) });
    }
  };

  const passkeyCeremony = usePasskeyCeremony();
  const signUpWithPasskey = async (email: string) => {
    if (emailError(email) !== null) {
      notifications.show({ color: "red", title: texts.failureTitle, message: t("passkey.signUpNeedsEmail") });
      return;
    }
    setPhase("submitting");
    try {
      await passkeyCeremony("signUp", email);
      setPhase("signedIn");
    } catch (error) {
      setPhase("idle");
      notifications.show({ color: "red", title: texts.failureTitle, message: errorText(error, texts.failure) });
    }
  };

  // Convex Auth signs a new account in; the spec sends it to /login instead. End that session
  // once the server has confirmed it (so the sign-out really reaches it), then go to /login.
  // With a `next`, finish signing in as login does and go there.
  useEffect(() => {
    if ((phase !== "signedUp" && phase !== "signedIn") || !isAuthenticated || finished.current) return;
    finished.current = true;
    const done = (to: string, state?: AuthLocationState) => {
      notifications.show({ color: "green", message: texts.success });
      navigate(to, { replace: true, state });
    };
    if (next || phase === "signedIn") void finishSignIn().finally(() => done(next ?? DEFAULT_AFTER_LOGIN));
    else void signOut().finally(() => done("/login", { email, from }));
  }, [phase, isAuthenticated, signOut, finishSignIn, navigate, email, from, next, texts.success]);

  // The server signed up a form posted before the page's script ran, with `next`: hand the session to the browser.
  if (answer?.status === "signedIn") return <SignedInHandoff answer={answer} texts={texts} />;
  // Someone already signed in has nothing to do here (but not while our own sign-up finishes).
  if (isAuthenticated && phase === "idle") return <Navigate to={next ?? DEFAULT_AFTER_LOGIN} replace />;

  return (
    <AuthForm
      mode="signUp"
      title={texts.title}
      submitLabel={texts.submit}
      busyLabel={texts.busy}
      failureTitle={texts.failureTitle}
      busy={phase !== "idle"}
      answer={answer?.status === "twoFactor" ? undefined : answer}
      intro={<InvitationMention next={next} />}
      aboveFields={<OAuthButtons providers={loaderData.oauthProviders} mode="signUp" next={next} texts={texts} />}
      onSubmit={(values) => void submit(values)}
      belowForm={(typed) => <PasskeyChoice mode="signUp" busy={phase !== "idle"} onChoose={() => void signUpWithPasskey(typed)} />}
      footer={
        <>
          {t("form.haveAccount")}{" "}
          <Anchor component={Link} to={authPagePath("/login", next)} state={from ? { from } : undefined}>
            {t("form.logInLink")}
          </Anchor>
        </>
      }
    />
  );
}
