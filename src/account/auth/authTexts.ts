/**
 * The words of /login and /signup, in one place: the React pages (an in-app navigation) and the
 * pages' script without React (src/account/auth-page, a first load) say exactly the same.
 */
export const LOGIN_TEXTS = {
  title: "Log in",
  submit: "Log in",
  busy: "Logging in...",
  success: "Login successful!",
  failureTitle: "Login failed",
  failure: "Could not log in. Please try again.",
} as const;

export const SIGNUP_TEXTS = {
  title: "Create your account",
  submit: "Sign Up",
  busy: "Signing Up...",
  success: "Signup successful!",
  failureTitle: "Signup failed",
  failure: "Could not create your account. Please try again.",
} as const;

/**
 * The page a sign-in posted without JavaScript ends on: the server signed the person in, but the
 * session lives in the browser's storage, which only a script can write (the app has no cookie session).
 */
export const NEEDS_JAVASCRIPT = "Portfolio Builder needs JavaScript to open your account. Turn JavaScript on in your browser, then log in again.";

export type AuthTexts = { [K in keyof typeof LOGIN_TEXTS]: string };

export const STRENGTH_LABELS: readonly string[] = ["Very weak", "Weak", "Fair", "Good", "Strong"];
export const STRENGTH_COLORS = ["red", "red", "yellow", "teal", "green"] as const;
export const STRENGTH_BAR_LABEL = "Strength of the new password";
