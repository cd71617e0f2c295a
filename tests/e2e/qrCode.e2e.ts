import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { seriousViolations } from "./axe";
import { appUrl, useBrowser } from "./fixtures";
import { signedIn } from "./journeys";
import { seedPublished } from "./seed";

const browser = useBrowser();

describe("the page's QR code", () => {
  test("scans to the published page's address, from the dashboard's dialog", async () => {
    const user = await seedPublished("modern");
    const context = await browser.context({ width: 375, height: 800 });
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    const link = await page.getByRole("textbox", { name: "Shareable link" }).inputValue();
    await page.getByRole("button", { name: "QR code" }).click();
    const dialog = page.getByRole("dialog", { name: "QR code of your page" });
    const image = dialog.getByRole("img", { name: /^QR code of / });
    await image.waitFor();
    // What a phone camera sees: the image as drawn on the screen.
    const { data, info } = await sharp(await image.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(link);
    expect(link.startsWith(appUrl())).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const [png] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toMatch(/^qr-.*\.png$/);
    await context.close();
  });
});
