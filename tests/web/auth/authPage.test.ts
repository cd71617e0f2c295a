import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveHandoff, takeHandoff } from "../../../src/lib/authHandoff";
import { signInWithPassword } from "../../../src/account/auth-page/signIn";
import { sessionHandoffScript, WITHOUT_SCRIPT_ID } from "../../../src/account/auth/sessionHandoff";
import { accessToken, hasSession, storeSession } from "../../../src/page-script/session";
import { sessionToken } from "../../../src/page-script/sessionToken";

function setConfig(convexUrl: string) {
  document.body.innerHTML = `<script type="application/json" id="page-script-config">${JSON.stringify({ base: "/portfolio-builder", convexUrl, appModules: [] })}</script>`;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the auth pages without React", () => {
  it("store the session under the keys ConvexAuthProvider reads (@convex-dev/auth: `<key>_<address without non-alphanumerics>`)", () => {
    setConfig("http://127.0.0.1:3210");
    storeSession({ token: "jwt", refreshToken: "refresh" });
    expect(localStorage.getItem("__convexAuthJWT_http1270013210")).toBe("jwt");
    expect(localStorage.getItem("__convexAuthRefreshToken_http1270013210")).toBe("refresh");
    expect(hasSession()).toBe(true);
  });

  it("sign in through auth:signIn with the Password provider and read the app's error message", async () => {
    setConfig("https://example.convex.cloud");
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: "error", errorMessage: "x", errorData: { code: "auth/invalid-credential", message: "Invalid email or password." } }),
          { status: 560 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const result = await signInWithPassword({ email: "a@b.co", password: "pw", flow: "signIn" });
    expect(result).toEqual({ ok: false, message: "Invalid email or password.", code: "auth/invalid-credential" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://example.convex.cloud/api/action");
    expect(JSON.parse(init.body as string)).toEqual({
      path: "auth:signIn",
      args: { provider: "password", params: { email: "a@b.co", password: "pw", flow: "signIn" } },
      format: "json",
    });

    // Anything else (a crash, no network) gets the page's own fallback (message null).
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: "error", errorMessage: "Server Error" }), { status: 560 }));
    expect(await signInWithPassword({ email: "a@b.co", password: "pw", flow: "signIn" })).toEqual({ ok: false, message: null });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: "success", value: { tokens: { token: "t", refreshToken: "r" } } })));
    expect(await signInWithPassword({ email: "a@b.co", password: "pw", flow: "signIn" })).toEqual({ ok: true, value: { token: "t", refreshToken: "r" } });
  });

  it("hand the next page its toast and email once, and ignore anything malformed", () => {
    leaveHandoff({ toast: { color: "green", message: "Signup successful!" }, email: "a@b.co", from: "/account" });
    expect(takeHandoff()).toEqual({ toast: { color: "green", message: "Signup successful!" }, email: "a@b.co", from: "/account" });
    expect(takeHandoff()).toEqual({});
    sessionStorage.setItem("portfolio-builder-auth-handoff", JSON.stringify({ toast: { message: 3 }, email: ["x"] }));
    expect(takeHandoff()).toEqual({ toast: undefined, email: undefined, from: undefined });
    sessionStorage.setItem("portfolio-builder-auth-handoff", "{not json");
    expect(takeHandoff()).toEqual({});
  });

  it("refresh an expired access token before calling with it, as ConvexAuthProvider would, and forget an ended session", async () => {
    setConfig("http://127.0.0.1:3210");
    const jwt = (exp: number) => `head.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.signature`;
    const inAnHour = jwt(Math.floor(Date.now() / 1000) + 3600);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: "success", value: { tokens: { token: inAnHour, refreshToken: "refresh-2" } } })));
    vi.stubGlobal("fetch", fetchMock);

    // A fresh token is used as it is.
    storeSession({ token: inAnHour, refreshToken: "refresh-1" });
    expect(await sessionToken()).toBe(inAnHour);
    expect(fetchMock).not.toHaveBeenCalled();

    // Expired (or about to): refreshed with the refresh token, and the new pair stored for the app.
    storeSession({ token: jwt(Math.floor(Date.now() / 1000) + 5), refreshToken: "refresh-1" });
    expect(await sessionToken()).toBe(inAnHour);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:3210/api/action");
    expect(JSON.parse(init.body as string)).toEqual({ path: "auth:signIn", args: { refreshToken: "refresh-1" }, format: "json" });
    expect(localStorage.getItem("__convexAuthRefreshToken_http1270013210")).toBe("refresh-2");

    // A token that cannot be read counts as expired; the server unreachable: unknown, the session kept.
    storeSession({ token: "not-a-jwt", refreshToken: "refresh-2" });
    fetchMock.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sessionToken()).toBeUndefined();
    expect(hasSession()).toBe(true);

    // The session has ended on the server: its tokens are forgotten.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: "success", value: { tokens: null } })));
    expect(await sessionToken()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it("hand a session the server made to the browser: stored as storeSession stores it, the toast left, the page replaced; nothing closes the script early", () => {
    const tokens = { token: "jwt</script><script>alert(1)</script>", refreshToken: "refresh" };
    const script = sessionHandoffScript(tokens, "/portfolio-builder/dashboard", { toast: { color: "green", message: "Login successful!" } });
    expect(script).not.toContain("</script>");
    // The words for a browser without JavaScript are hidden first.
    document.body.innerHTML = `<span id="${WITHOUT_SCRIPT_ID}">needs JavaScript</span>`;
    // The page's origin names the deployment when the build names none (the local backend).
    const replace = vi.fn();
    new Function("location", script)({ origin: "http://127.0.0.1:3210", replace });
    expect(replace).toHaveBeenCalledWith("/portfolio-builder/dashboard");
    expect(document.getElementById(WITHOUT_SCRIPT_ID)!.hidden).toBe(true);
    expect(hasSession()).toBe(true);
    expect(accessToken()).toBe(tokens.token);
    const stored = { ...localStorage };
    localStorage.clear();
    setConfig("http://127.0.0.1:3210");
    storeSession(tokens);
    expect(stored).toEqual({ ...localStorage });
    expect(takeHandoff()).toEqual({ toast: { color: "green", message: "Login successful!" }, email: undefined, from: undefined });

    // Storage refused (private mode): still goes on; the app will ask to log in again.
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const again = vi.fn();
    new Function("location", script)({ origin: "http://127.0.0.1:3210", replace: again });
    expect(again).toHaveBeenCalledWith("/portfolio-builder/dashboard");
    vi.restoreAllMocks();
  });
});
