import { describe, expect, it } from "vitest";
import { credentialErrors, passwordSignInParams } from "../../../src/account/auth/credentials";

describe("the auth forms' shared checks and sign-in parameters", () => {
  it("log-in asks for a password; sign-up applies the server's rules to it", () => {
    expect(credentialErrors("signIn", "", "")).toEqual({ email: "Email is required.", password: "Password is required." });
    expect(credentialErrors("signIn", "ada@example", "short")).toEqual({ email: "Enter a valid email address.", password: null });
    expect(credentialErrors("signUp", "ada@example.com", "short")).toEqual({ email: null, password: "Password must be at least 8 characters." });
    expect(credentialErrors("signUp", "ada@example.com", "Ada@Example.com")).toEqual({ email: null, password: "Password cannot be your email address." });
    expect(credentialErrors("signUp", " ada@example.com ", "violet tractor umbrella 19")).toEqual({ email: null, password: null });
  });

  it("send the trimmed email, and this browser's token only when logging in", () => {
    expect(passwordSignInParams("signIn", " ada@example.com ", " pw ", "device-token")).toEqual({
      email: "ada@example.com",
      password: " pw ",
      flow: "signIn",
      device: "device-token",
    });
    expect(passwordSignInParams("signIn", "ada@example.com", "pw")).toEqual({ email: "ada@example.com", password: "pw", flow: "signIn" });
    expect(passwordSignInParams("signUp", "ada@example.com", "pw", "device-token")).toEqual({ email: "ada@example.com", password: "pw", flow: "signUp" });
  });
});
