import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { INVITATION_MAIL } from "../../convex/model/mailTexts/invitation";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../convex/model/members";
import { confirmedUser, rejectionData, scheduledMailsTo, setupBackend, signedUpUser } from "./setup";

/** The app's language on the account (users:setLanguage) and the mails written in it. */
describe("the account's language", () => {
  test("setLanguage saves the caller's own language only; current returns it", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com");
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ language: null });
    await ada.as.mutation(api.users.setLanguage, { language: "fr" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ language: "fr" });
    expect(await bob.as.query(api.users.current, {})).toMatchObject({ language: null });
  });

  test("a language the app does not speak, or a signed-out caller, is refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await expect(ada.as.mutation(api.users.setLanguage, { language: "de" as "fr" })).rejects.toThrow(/Validator/);
    await expect(ada.as.mutation(api.users.setLanguage, { language: "" as "fr" })).rejects.toThrow(/Validator/);
    expect(await rejectionData(t.mutation(api.users.setLanguage, { language: "fr" }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ language: null });
  });

  test("an account signed up in French gets its confirmation mail in French, and keeps French", async () => {
    const t = await setupBackend();
    await t.action(api.auth.signIn, { provider: "password", params: { email: "zoe@example.com", password: "correct horse", flow: "signUp", language: "fr" } });
    const [mail] = await scheduledMailsTo(t, "zoe@example.com");
    expect(mail.subject).toBe("Confirmez votre adresse e-mail pour Portfolio Builder");
    expect(mail.text).toContain("Bienvenue sur Portfolio Builder.");
    expect(await t.query(internal.users.languageForEmail, { email: "zoe@example.com" })).toBe("fr");
    // Anything else is not kept.
    await t.action(api.auth.signIn, { provider: "password", params: { email: "max@example.com", password: "correct horse", flow: "signUp", language: "xx" } });
    expect(await t.query(internal.users.languageForEmail, { email: "max@example.com" })).toBe("en");
  });

  test("an invitation goes out in the invitee's language; English for an address without an account", async () => {
    const t = await setupBackend();
    const ana = await confirmedUser(t, "ana@example.com");
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
    const pat = await confirmedUser(t, "pat@example.com");
    await pat.as.mutation(api.users.setLanguage, { language: "fr" });
    await ana.as.mutation(api.users.updateAccount, {
      fields: { name: "Ana", email: ana.email, phone: "+33 1 23 45 67 89", dob: "1990-01-01", gender: "female", address: "Paris" },
    });
    await ana.as.mutation(api.members.invite, { email: pat.email, role: "editor" });
    await ana.as.mutation(api.members.invite, { email: "new@example.com", role: "editor" });
    const french = (await scheduledMailsTo(t, pat.email)).find((mail) => mail.subject === INVITATION_MAIL.fr.subject)!;
    expect(french.text).toMatch(/^Vous êtes invité à travailler sur un portfolio sur Portfolio Builder en tant que rédacteur : modifie le brouillon/);
    expect(french.text).toContain("Accepter l’invitation : ");
    expect(french.text).toContain("« Ana »");
    const english = (await scheduledMailsTo(t, "new@example.com")).find((mail) => mail.subject === INVITATION_MAIL.en.subject)!;
    expect(english.text).toMatch(/^You're invited to work on a portfolio on Portfolio Builder as Editor: edits the draft/);
  });

  test("the reset code is mailed in the account's language", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.users.setLanguage, { language: "es" });
    await t.action(api.auth.signIn, { provider: "password", params: { email: ada.email, flow: "reset" } });
    const reset = (await scheduledMailsTo(t, ada.email)).find((mail) => mail.subject.startsWith("Tu código"));
    expect(reset?.text).toContain("Tu código: ");
  });

  test("the English mail roles are the members panel's words", () => {
    for (const role of ["editor", "publisher"] as const) {
      expect(INVITATION_MAIL.en.roles[role]).toEqual({ name: ROLE_LABELS[role], does: ROLE_DESCRIPTIONS[role] });
    }
  });
});
