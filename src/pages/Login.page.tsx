import { useEffect, useRef, useState } from "react";
import { Anchor } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useMutation } from "convex/react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { AuthForm, type Credentials } from "../components/auth/AuthForm";
import { usePageTitle } from "../hooks/usePageTitle";
import { afterLoginPath, DEFAULT_AFTER_LOGIN, readAuthState } from "../lib/authRedirect";
import { deviceToken } from "../lib/deviceToken";

type Phase = "idle" | "submitting" | "signedIn";

export default function LoginPage() {
  usePageTitle("Log in");
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const ensureProfile = useMutation(api.users.ensureProfile);
  const rememberDevice = useMutation(api.account.rememberDevice);
  const navigate = useNavigate();
  const authState = readAuthState(useLocation().state);
  const [phase, setPhase] = useState<Phase>("idle");
  const finished = useRef(false);

  const submit = async ({ email, password }: Credentials) => {
    setPhase("submitting");
    try {
      const device = deviceToken();
      await signIn("password", { email, password, flow: "signIn", ...(device ? { device } : {}) });
      setPhase("signedIn");
    } catch (error) {
      setPhase("idle");
      notifications.show({ color: "red", title: "Login failed", message: errorMessage(error, "Could not log in. Please try again.") });
    }
  };

  // Calls made before the server has accepted the new token would run signed out, so finish
  // once the session is confirmed: create the profile if missing (spec), then go on.
  const target = afterLoginPath(authState);
  useEffect(() => {
    if (phase !== "signedIn" || !isAuthenticated || finished.current) return;
    finished.current = true;
    const device = deviceToken();
    void Promise.all([
      ensureProfile({}).catch((error: unknown) => console.error("Could not create the user profile", error)),
      // Best effort: without it this browser just shares the email's throttle with everyone else.
      device ? rememberDevice({ token: device }).catch(() => {}) : null,
    ])
      .finally(() => {
        notifications.show({ color: "green", message: "Login successful!" });
        navigate(target, { replace: true });
      });
  }, [phase, isAuthenticated, ensureProfile, rememberDevice, navigate, target]);

  // Someone already signed in has nothing to do here.
  if (isAuthenticated && phase === "idle") return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;

  return (
    <AuthForm
      mode="signIn"
      title="Log in"
      submitLabel="Log in"
      busyLabel="Logging in..."
      busy={phase !== "idle"}
      initialEmail={authState.email}
      onSubmit={(values) => void submit(values)}
      passwordExtra={
        <Anchor component={Link} to="/reset-password" size="sm" style={{ alignSelf: "flex-end" }}>
          Forgot password?
        </Anchor>
      }
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Anchor component={Link} to="/signup" state={authState.from ? { from: authState.from } : undefined}>
            Sign up
          </Anchor>
        </>
      }
    />
  );
}
