import { launchChromium, newContext, watchErrors } from "./scripts/lib/chromium.ts";
const BASE = "http://127.0.0.1:4710/portfolio-builder";
const page = process.argv[2] ?? "contact";
const browser = await launchChromium();
for (const scheme of ["light", "dark"] as const) for (const width of [375, 1280]) {
  const context = await newContext(browser, { width, height: 900 });
  await context.addInitScript((s) => localStorage.setItem("mantine-color-scheme-value", s), scheme);
  const p = await context.newPage();
  await p.emulateMedia({ colorScheme: scheme });
  await p.goto(`${BASE}/${page}`);
  await p.screenshot({ path: `/tmp/vs-shots/${page}-${width}-${scheme}.png`, fullPage: true });
  await context.close();
}
if (page === "contact") {
  const context = await newContext(browser, { width: 1280, height: 900 });
  const p = await context.newPage();
  const errors = watchErrors(p);
  await p.goto(`${BASE}/contact`);
  await p.getByRole("textbox", { name: "Your Email" }).fill("bad");
  await p.getByRole("button", { name: "Send Message" }).click();
  console.log("focused:", await p.evaluate(() => document.activeElement?.getAttribute("name")));
  console.log("alert:", await p.getByRole("alert").innerText());
  console.log("name desc:", await p.getByRole("textbox", { name: "Full Name" }).getAttribute("aria-describedby"), await p.locator("#" + (await p.getByRole("textbox", { name: "Full Name" }).getAttribute("aria-describedby"))).innerText());
  await p.screenshot({ path: `/tmp/vs-shots/contact-errors.png`, fullPage: true });
  await p.getByRole("textbox", { name: "Full Name" }).fill("Ana Lima");
  await p.getByRole("textbox", { name: "Your Email" }).fill(`ana${Date.now()}@example.com`);
  await p.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 0100");
  await p.getByRole("textbox", { name: "Message" }).fill("Hello");
  await p.getByRole("button", { name: "Send Message" }).click();
  await p.getByRole("status").filter({ hasText: "Thank you! We will get back to you soon." }).waitFor({ timeout: 5000 });
  console.log("after success: email=", await p.getByRole("textbox", { name: "Your Email" }).inputValue(), "invalid:", await p.locator("[aria-invalid]").count(), "alert visible:", await p.getByRole("alert").isVisible());
  await p.screenshot({ path: `/tmp/vs-shots/contact-sent.png`, fullPage: true });
  console.log("errors:", errors);
}
await browser.close();
