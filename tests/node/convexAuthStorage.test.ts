import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JWT_PREFIX, NAMESPACE_DROPPED, REFRESH_LOCK, REFRESH_PREFIX, storageNamespace } from "../../src/lib/convexAuthStorage";

/** @convex-dev/auth's React client, where ConvexAuthProvider names its storage keys and its lock. */
function convexAuthClientSource(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@convex-dev/auth/react");
  return readFileSync(path.join(path.dirname(entry), "client.js"), "utf8");
}

describe("the one copy of Convex Auth's storage names (src/lib/convexAuthStorage.ts)", () => {
  const source = convexAuthClientSource();
  const constant = (name: string) => new RegExp(`const ${name} = "([^"]+)"`).exec(source)?.[1];

  it("are the keys ConvexAuthProvider stores the session under, `<key>_<namespace>`", () => {
    expect(`${constant("JWT_STORAGE_KEY")}_`).toBe(JWT_PREFIX);
    expect(`${constant("REFRESH_TOKEN_STORAGE_KEY")}_`).toBe(REFRESH_PREFIX);
    expect(source).toContain("`${key}_${escapedNamespace}`");
  });

  it("name the deployment as its useNamespacedStorage does", () => {
    expect(source).toContain(`namespace.replace(${String(NAMESPACE_DROPPED)}, "")`);
    expect(storageNamespace("http://127.0.0.1:3210")).toBe("http1270013210");
  });

  it("refresh under the lock it refreshes under", () => {
    expect(source).toContain("browserMutex(REFRESH_TOKEN_STORAGE_KEY,");
    expect(constant("REFRESH_TOKEN_STORAGE_KEY")).toBe(REFRESH_LOCK);
    expect(source).toContain("navigator?.locks");
  });
});
