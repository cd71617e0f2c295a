import { describe, expect, it } from "vitest";
import { afterLoginPath, authPagePath, readNext, readSignedUp, safeAppPath, signedUpLoginPath, signUpForTemplatePath } from "../../../src/lib/authRedirect";

describe("redirect targets after signing in", () => {
  it.each([
    ["/builder/minimalist", "/builder/minimalist"],
    ["/account?tab=photo#top", "/account?tab=photo#top"],
    ["/builder/../dashboard", "/dashboard"], // normalised, still inside the app
  ])("accepts the app path %j", (value, expected) => {
    expect(safeAppPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http:/evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " /dashboard",
    "javascript:alert(1)",
    "data:text/html,hi",
    "builder/minimalist",
    "",
    "/login",
    "/LOGIN?x=1",
    "/signup/",
    "/reset-password",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (value) => {
    expect(safeAppPath(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeAppPath(undefined)).toBeNull();
    expect(safeAppPath(42)).toBeNull();
    expect(safeAppPath({ toString: () => "/dashboard" })).toBeNull();
  });

  it("reads ?next= from an address, validated", () => {
    expect(readNext("?next=%2Fbuilder%2Fbold")).toBe("/builder/bold");
    expect(readNext("?next=https%3A%2F%2Fevil.example")).toBeNull();
    expect(readNext("")).toBeNull();
  });

  it("builds the sign-up link of a template and the links between the auth pages", () => {
    expect(signUpForTemplatePath("modern")).toBe("/signup?next=%2Fbuilder%2Fmodern");
    expect(readNext(signUpForTemplatePath("modern").slice("/signup".length))).toBe("/builder/modern");
    expect(authPagePath("/login", "/builder/bold")).toBe("/login?next=%2Fbuilder%2Fbold");
    expect(authPagePath("/login", null)).toBe("/login");
  });

  it("/login after a sign-up the server answered carries the new email, read back only when it is one", () => {
    expect(signedUpLoginPath("ada+x@example.com")).toBe("/login?signedUp=ada%2Bx%40example.com");
    expect(readSignedUp(signedUpLoginPath("ada+x@example.com").slice("/login".length))).toBe("ada+x@example.com");
    expect(readSignedUp("?signedUp=%3Cscript%3E")).toBeNull();
    expect(readSignedUp("?next=%2Fdashboard")).toBeNull();
  });

  it("the guard's remembered page goes through the same check", () => {
    expect(afterLoginPath({ from: "/account" })).toBe("/account");
    expect(afterLoginPath({ from: "//evil.example" })).toBe("/dashboard");
    expect(afterLoginPath({})).toBe("/dashboard");
  });
});
