import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../../convex/model/templates";

const publicDir = path.resolve(import.meta.dirname, "../../public");

// The gallery and the home hero declare these sizes in their <img> attributes (no layout shift).
describe("committed template previews", () => {
  it.each(TEMPLATES.map((t) => t.id))("%s: 800×560 for the gallery, 400×280 for the home hero, small WebP", async (id) => {
    const large = await sharp(path.join(publicDir, "templates", `${id}.webp`)).metadata();
    const small = await sharp(path.join(publicDir, "templates", `${id}-400.webp`)).metadata();
    expect([large.format, large.width, large.height]).toEqual(["webp", 800, 560]);
    expect([small.format, small.width, small.height]).toEqual(["webp", 400, 280]);
    expect((await stat(path.join(publicDir, "templates", `${id}-400.webp`))).size).toBeLessThan(12 * 1024);
  });
});
