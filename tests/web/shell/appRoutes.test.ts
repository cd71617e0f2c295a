import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../src/routes";
import { APP_ROUTES } from "../../../src/page-script/PageScript";

/** Every route's id: the one it was given, else its module's path in src/ without the extension. */
const routeIds = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), ...routeIds(entry.children ?? [])]);

describe("the app's modules a visitor page preloads", () => {
  it("name routes that exist, so moving a route module cannot silently stop the preload", () => {
    const ids = new Set(["root", ...routeIds(routes)]);
    for (const id of APP_ROUTES) expect(ids.has(id), id).toBe(true);
  });
});
