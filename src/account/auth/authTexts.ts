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

export type AuthTexts = typeof LOGIN_TEXTS | typeof SIGNUP_TEXTS;

export const STRENGTH_LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;
export const STRENGTH_COLORS = ["red", "red", "yellow", "teal", "green"] as const;
export const STRENGTH_BAR_LABEL = "Strength of the new password";
