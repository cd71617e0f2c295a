import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { AccountFields } from "../../convex/model/account";
import { passwordSignIn, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

const fields = (overrides: Partial<AccountFields> = {}): AccountFields => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 (20) 7946-0001",
  dob: "1990-12-10",
  gender: "female",
  address: "12 St James's Square, London",
  ...overrides,
});

describe("account", () => {
  test("update stores every field; current returns them to the owner only", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com");
    await ada.as.mutation(api.users.updateAccount, { fields: fields() });
    expect(await ada.as.query(api.users.current, {})).toMatchObject({ ...fields(), displayName: "Ada Lovelace" });
    expect(await bob.as.query(api.users.current, {})).toMatchObject({ email: "bob@example.com", name: "", address: "" });
  });

  test("every field is required and validated", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const empty = await rejectionData(
      ada.as.mutation(api.users.updateAccount, { fields: { name: "", email: "", phone: "", dob: "", gender: "", address: "" } }),
    );
    expect(empty).toMatchObject({
      code: "validation/invalid",
      fields: {
        name: "Name is required.",
        email: "Email is required.",
        phone: "Phone is required.",
        dob: "Date of birth is required.",
        gender: "Gender is required.",
        address: "Address is required.",
      },
    });
    const bad = await rejectionData(
      ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "nope", phone: "12ab34", dob: "2999-01-01", gender: "robot" }) }),
    );
    expect(bad).toMatchObject({
      fields: {
        email: "Enter a valid email address.",
        phone: "Use digits and + - ( ) only.",
        dob: "Enter a real date in the past.",
        gender: "Choose one of the options.",
      },
    });
    const notADate = await rejectionData(ada.as.mutation(api.users.updateAccount, { fields: fields({ dob: "2001-02-30" }) }));
    expect(notADate).toMatchObject({ fields: { dob: "Enter a real date in the past." } });
  });

  test("changing the email waits for the new address's link (emailConfirmation.test.ts); a taken email is refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com", "correct horse");
    await signedUpUser(t, "bob@example.com");
    expect(await rejectionData(ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "Bob@example.com" }) }))).toMatchObject({
      code: "auth/email-already-in-use",
    });
    await ada.as.mutation(api.users.updateAccount, { fields: fields({ email: "Ada.L@Example.com" }) });
    expect(await rejectionData(passwordSignIn(t, "ada.l@example.com", "correct horse", "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
    expect((await passwordSignIn(t, "ada@example.com", "correct horse", "signIn")).tokens?.token).toEqual(expect.any(String));
  });

  test("anonymous callers cannot update; the profile photo must be the caller's upload", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com");
    expect(await rejectionData(t.mutation(api.users.updateAccount, { fields: fields() }))).toMatchObject({ code: "auth/unauthenticated" });
    const photo = await uploadAs(t, ada);
    expect(await rejectionData(bob.as.mutation(api.users.setPhoto, { storageId: photo.storageId }))).toMatchObject({
      code: "storage/unauthorized",
    });
    expect(await ada.as.mutation(api.users.setPhoto, { storageId: photo.storageId })).toEqual(photo.image);
    expect((await ada.as.query(api.users.current, {}))?.photo).toEqual(photo.image);
    await ada.as.mutation(api.users.setPhoto, { storageId: null });
    expect((await ada.as.query(api.users.current, {}))?.photo).toBeNull();
  });

  test("setPlan is internal and refuses unknown emails", async () => {
    const t = await setupBackend();
    await signedUpUser(t);
    await t.mutation(internal.users.setPlan, { email: "ada@example.com", plan: "business" });
    expect(await t.run((ctx) => ctx.db.query("users").first())).toMatchObject({ plan: "business" });
    await expect(t.mutation(internal.users.setPlan, { email: "x@example.com", plan: "pro" })).rejects.toThrow(/No user/);
  });
});
