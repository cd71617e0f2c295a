import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { formData, setupBackend, signedUpUser } from "./setup";

describe("pageVersion:get, what an open published page watches", () => {
  test("answers the online version and the contact form's switch by user id or slug, nothing of the content", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await t.query(api.pageVersion.get, { userId: ada.userId })).toEqual({ status: "not-published" });
    const { publishedAt } = await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name: "Ada Lovelace" }) });
    const online = { status: "published", publishedAt, contactForm: false };
    expect(await t.query(api.pageVersion.get, { userId: ada.userId })).toEqual(online);
    expect(await t.query(api.pageVersion.get, { slug: "ada-lovelace" })).toEqual(online);
    // The same version as the page's own query reads.
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace" })).toMatchObject(online);

    await ada.as.mutation(api.audience.setContactForm, { enabled: true });
    expect(await t.query(api.pageVersion.get, { slug: "ada-lovelace" })).toEqual({ ...online, contactForm: true });

    // A language the page does not publish, another case, an unknown key: not this page.
    expect(await t.query(api.pageVersion.get, { userId: ada.userId, lang: "fr" })).toEqual({ status: "not-found" });
    expect(await t.query(api.pageVersion.get, { slug: "Ada-Lovelace" })).toEqual({ status: "not-found" });
    expect(await t.query(api.pageVersion.get, { userId: "nobody" })).toEqual({ status: "not-found" });
    expect(await t.query(api.pageVersion.get, {})).toEqual({ status: "not-found" });

    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await t.query(api.pageVersion.get, { userId: ada.userId })).toEqual({ status: "not-published" });
  });

  test("a password-protected page tells a visitor without the proof only that it is locked", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name: "Ada Lovelace" }) });
    await t.mutation(internal.users.setPlan, { email: "ada@example.com", plan: "pro" });
    await ada.as.action(api.pagePasswords.set, { password: "open sesame", name: "Ada's portfolio" });
    expect(await t.query(api.pageVersion.get, { slug: "ada-lovelace" })).toEqual({ status: "locked" });
    expect(await t.query(api.pageVersion.get, { slug: "ada-lovelace", unlock: "forged" })).toEqual({ status: "locked" });
    // Its owner sees their own page.
    expect(await ada.as.query(api.pageVersion.get, { slug: "ada-lovelace" })).toMatchObject({ status: "published" });
  });
});
