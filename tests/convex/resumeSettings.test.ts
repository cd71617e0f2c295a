import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { DEFAULT_RESUME_OPTIONS } from "../../convex/model/resumeOptions";
import { rejectionData, setupBackend, signedUpUser } from "./setup";

describe("résumé settings", () => {
  test("the defaults until the owner chooses; saved per owner, only by them", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    expect(await t.query(api.resumeSettings.get, {})).toBeNull();
    expect(await ada.as.query(api.resumeSettings.get, {})).toEqual(DEFAULT_RESUME_OPTIONS);
    await ada.as.mutation(api.resumeSettings.save, { options: { length: "short", omit: ["custom:refs"] } });
    await ada.as.mutation(api.resumeSettings.save, { options: { length: "short", omit: ["projects"] } });
    expect(await ada.as.query(api.resumeSettings.get, {})).toEqual({ length: "short", omit: ["projects"] });
    // "Download my data" carries them in account.json.
    expect((await ada.as.query(api.dataExport.get, {}))!.account.resumeSettings).toEqual({ length: "short", omit: ["projects"] });
    expect((await bob.as.query(api.dataExport.get, {}))!.account.resumeSettings).toBeNull();
    expect(await bob.as.query(api.resumeSettings.get, {})).toEqual(DEFAULT_RESUME_OPTIONS);
    expect(await rejectionData(t.mutation(api.resumeSettings.save, { options: DEFAULT_RESUME_OPTIONS }))).toMatchObject({ code: "auth/unauthenticated" });
  });

  test("refuses what no draft could hold, and goes with the account", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const tooMany = { length: "full" as const, omit: Array.from({ length: 65 }, (_, i) => `custom:s${i}`) };
    expect(await rejectionData(ada.as.mutation(api.resumeSettings.save, { options: tooMany }))).toMatchObject({ code: "validation/invalid" });
    await ada.as.mutation(api.resumeSettings.save, { options: { length: "short", omit: [] } });
    await t.mutation(internal.account.removeUser, { userId: ada.userId });
    expect(await t.run((ctx) => ctx.db.query("resumeSettings").collect())).toEqual([]);
  });
});
