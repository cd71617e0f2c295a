import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { passwordSignIn, rejectionData, setupBackend, signedUpUser } from "./setup";

describe("sign-up and sign-in through the real Password provider", () => {
  test("sign-up returns tokens, lower-cases the email and creates the unpublished portfolio row", async () => {
    const t = await setupBackend();
    const result = await passwordSignIn(t, "  Ada@Example.COM ", "correct horse", "signUp");
    expect(result.tokens?.token).toEqual(expect.any(String));
    expect(result.tokens?.refreshToken).toEqual(expect.any(String));
    const rows = await t.run(async (ctx) => ({
      users: await ctx.db.query("users").collect(),
      portfolios: await ctx.db.query("portfolios").collect(),
    }));
    expect(rows.users).toHaveLength(1);
    expect(rows.users[0]).toMatchObject({ email: "ada@example.com", plan: "free" });
    expect(rows.portfolios).toEqual([
      expect.objectContaining({ userId: rows.users[0]._id, isPublished: false, selectedTemplate: "", portfolioData: null, publishedAt: null }),
    ]);
  });

  test("sign-in with the right password works, in any email case", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com", "correct horse");
    const result = await passwordSignIn(t, "ADA@example.com", "correct horse", "signIn");
    expect(result.tokens?.token).toEqual(expect.any(String));
  });

  test("a duplicate email is refused with a readable message", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com");
    const data = await rejectionData(passwordSignIn(t, "Ada@example.com", "another password", "signUp"));
    expect(data).toMatchObject({ code: "auth/email-already-in-use" });
  });

  test("a short password is refused on sign-up", async () => {
    const t = await setupBackend();
    const data = await rejectionData(passwordSignIn(t, "ada@example.com", "short", "signUp"));
    expect(data).toMatchObject({ code: "auth/weak-password", message: "Password must be at least 8 characters." });
  });

  test("a malformed email is refused", async () => {
    const t = await setupBackend();
    const data = await rejectionData(passwordSignIn(t, "not-an-email", "correct horse", "signUp"));
    expect(data).toMatchObject({ code: "auth/invalid-email" });
  });

  test("wrong password and unknown email give the same message (no account enumeration)", async () => {
    const t = await setupBackend();
    await signedUpUser(t, "ada@example.com", "correct horse");
    const wrong = await rejectionData(passwordSignIn(t, "ada@example.com", "wrong horse", "signIn"));
    const unknown = await rejectionData(passwordSignIn(t, "nobody@example.com", "correct horse", "signIn"));
    expect(wrong).toEqual({ code: "auth/invalid-credential", message: "Invalid email or password." });
    expect(unknown).toEqual(wrong);
  });

  test("users.current is null when signed out and the caller's own profile when signed in", async () => {
    const t = await setupBackend();
    expect(await t.query(api.users.current, {})).toBeNull();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.users.current, {})).toMatchObject({
      uid: ada.userId,
      email: "ada@example.com",
      displayName: "ada@example.com",
      plan: "free",
      photo: null,
    });
  });

  test("ensureProfile recreates a missing portfolio row and refuses anonymous callers", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("portfolios").collect()) await ctx.db.delete("portfolios", row._id);
    });
    await ada.as.mutation(api.users.ensureProfile, {});
    await ada.as.mutation(api.users.ensureProfile, {});
    const rows = await t.run((ctx) => ctx.db.query("portfolios").collect());
    expect(rows).toHaveLength(1);
    expect(await rejectionData(t.mutation(api.users.ensureProfile, {}))).toMatchObject({ code: "auth/unauthenticated" });
  });
});
