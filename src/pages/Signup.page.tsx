import { useEffect, useRef, useState } from "react";
import { Anchor } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { errorMessage } from "../../convex/model/errors";
import { AuthForm, type Credentials } from "../components/auth/AuthForm";
import { usePageTitle } from "../hooks/usePageTitle";
import { DEFAULT_AFTER_LOGIN, readAuthState, type AuthLocationState } from "../lib/authRedirect";

type Phase = "idle" | "submitting" | "signedUp";

export default function SignupPage() {
  usePageTitle("Sign up");
  const { signIn, signOut } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const { from } = readAuthState(useLocation().state);
  const [phase, setPhase] = useState<Phase>("idle");
  const [email, setEmail] = useState("");
  const finished = useRef(false);

  const submit = async (values: Credentials) => {
    setPhase("submitting");
    try {
      await signIn("password", { ...values, flow: "signUp" });
      setEmail(values.email);
      setPhase("signedUp");
    } catch (error) {
      setPhase("idle");
      notifications.show({ color: "red", title: "Signup failed", message: errorMessage(error, "Could not create your account. Please try again.") });
    }
  };

  // Convex Auth signs a new account in; the spec sends it to /login instead. End that session
  // once the server has confirmed it (so the sign-out really reaches it), then go to /login.
  useEffect(() => {
    if (phase !== "signedUp" || !isAuthenticated || finished.current) return;
    finished.current = true;
    void signOut().finally(() => {
      notifications.show({ color: "green", message: "Signup successful!" });
      const state: AuthLocationState = { email, from };
      navigate("/login", { replace: true, state });
    });
  }, [phase, isAuthenticated, signOut, navigate, email, from]);

  // Someone already signed in has nothing to do here (but not while our own sign-up finishes).
  if (isAuthenticated && phase === "idle") return <Navigate to={DEFAULT_AFTER_LOGIN} replace />;

  return (
    <AuthForm
      mode="signUp"
      title="Create your account"
      submitLabel="Sign Up"
      busyLabel="Signing Up..."
      busy={phase !== "idle"}
      onSubmit={(values) => void submit(values)}
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to="/login" state={from ? { from } : undefined}>
            Log in
          </Anchor>
        </>
      }
    />
  );
}
