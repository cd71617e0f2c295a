import type { IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { cacheKey } from "../../local-backend/cachedPages";
import { unlockCookie, unlockTokenIn } from "../../src/public-page/pageUnlock.server";

const get = (cookie?: string) => ({ method: "GET", headers: { host: "127.0.0.1", ...(cookie ? { cookie } : {}) } }) as unknown as IncomingMessage;
const page = new URL("http://127.0.0.1/portfolio-builder/p/ana");

describe("protected pages and the page cache", () => {
  test("a request carrying an unlock cookie is never answered from memory nor kept", () => {
    expect(cacheKey(get(), page)).toBe("/portfolio-builder/p/ana");
    expect(cacheKey(get("theme=dark"), page)).toBe("/portfolio-builder/p/ana");
    expect(cacheKey(get("theme=dark; pb_unlock=u.1.2.cookie.sig"), page)).toBeNull();
    expect(cacheKey(get("pb_unlock=u.1.2.cookie.sig"), new URL("http://ana.design/portfolio-builder/_site"))).toBeNull();
  });

  test("the cookie is HttpOnly, SameSite=Lax, for the page's own path only (Secure over HTTPS)", () => {
    const cookie = unlockCookie("tok.en", 60, "/portfolio-builder/p/ana", new Request("https://folio.example/portfolio-builder/p/ana"));
    expect(cookie).toBe("pb_unlock=tok.en; Path=/portfolio-builder/p/ana; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
    expect(unlockCookie("t", 60, "/", new Request("http://127.0.0.1/"))).not.toContain("Secure");
    expect(unlockTokenIn("a=1; pb_unlock=tok.en; b=2")).toBe("tok.en");
    expect(unlockTokenIn("pb_unlocked=x")).toBeUndefined();
  });
});
