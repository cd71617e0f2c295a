import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { cacheKey } from "../../local-backend/cachedPages";

const get = (host = "127.0.0.1") => ({ method: "GET", headers: { host } }) as unknown as IncomingMessage;
const key = (url: string) => cacheKey(get(new URL(url).host), new URL(url));

test("each language of a published page is kept under its own address, with its share image; other paths are not kept", () => {
  for (const path of ["p/ana", "p/ana/fr", "p/ana/ar", "p/ana/zh-Hans", "p/ana/fr/share.png", "portfolio-view/u1/he", "portfolio-view/u1/he/share.png"]) {
    expect(key(`http://127.0.0.1/portfolio-builder/${path}`), path).toBe(`/portfolio-builder/${path}`);
  }
  expect(new Set(["p/ana", "p/ana/fr", "p/ana/ar"].map((path) => key(`http://127.0.0.1/portfolio-builder/${path}`))).size).toBe(3);
  // A custom domain's languages: by Host and path.
  expect(key("http://ana.design/portfolio-builder/_site/fr")).toBe("ana.design/portfolio-builder/_site/fr");
  expect(key("http://ana.design/portfolio-builder/_site/fr/share.png")).toBe("ana.design/portfolio-builder/_site/fr/share.png");
  // Not a language's shape: rendered each time (the router answers 404), never kept.
  for (const path of ["p/ana/fr/extra", "p/ana/FRENCH", "p/ana/zh-hans-x", "_site/fr/x"]) {
    expect(key(`http://ana.design/portfolio-builder/${path}`), path).toBeNull();
  }
});
