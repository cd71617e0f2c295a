import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import crons from "../../convex/crons";
import { mailSafeName, QUOTED_NAME_MAX } from "../../convex/model/mail";
import { INVITATION_KEPT_MS, INVITATION_MESSAGES, INVITATION_MS, INVITATION_SUBJECT, INVITE_LIMITS, MAX_MEMBERS } from "../../convex/model/members";
import { invitationMention } from "../../convex/model/invitationLink";
import { checkInviteAllowed } from "../../convex/lib/inviteLimits";
import { rateLimiter } from "../../convex/lib/rateLimits";
import { sha256Hex } from "../../convex/lib/sha256";
import {
  componentRows,
  confirmedUser,
  formData,
  PNG_BYTES,
  rateLimitBuckets,
  rejectionData,
  scheduledMailsTo,
  setupBackend,
  deleteAccountForGood,
  type Backend,
  type TestUser,
} from "./setup";

/** A builder tab's random session id. */
const builderSession = (n: number) => `builder-session-${String(n).padStart(6, "0")}`;

/** Who may do what to a shared portfolio, and the invitation's rules. */

/** The invitation mails scheduled for `to` (not the confirmation mailed at its sign-up). */
async function mailsTo(t: Backend, to: string) {
  return (await scheduledMailsTo(t, to)).filter((mail) => mail.subject === INVITATION_SUBJECT);
}

/** The token in the last invitation mailed to `email`. */
async function invitationToken(t: Backend, email: string) {
  const mail = (await mailsTo(t, email)).at(-1);
  const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function portfolioIdOf(t: Backend, user: TestUser) {
  return await t.run(
    async (ctx) =>
      (await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", user.userId))
        .unique())!._id,
  );
}

async function team() {
  const t = await setupBackend();
  const ana = await confirmedUser(t, "ana@example.com");
  await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
  const pat = await confirmedUser(t, "pat@example.com");
  const ed = await confirmedUser(t, "ed@example.com");
  const sam = await confirmedUser(t, "sam@example.com");
  const rem = await confirmedUser(t, "rem@example.com");
  const join = async (person: TestUser, role: "editor" | "publisher") => {
    await ana.as.mutation(api.members.invite, { email: person.email, role });
    return await person.as.mutation(api.members.accept, { token: await invitationToken(t, person.email) });
  };
  const { portfolioId } = await join(pat, "publisher");
  await join(ed, "editor");
  await join(rem, "publisher");
  const remId = (await ana.as.query(api.members.list, {}))!.members.find((m) => m.email === rem.email)!.id;
  await ana.as.mutation(api.members.remove, { memberId: remId });
  expect(portfolioId).toBe(await portfolioIdOf(t, ana));
  await ana.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ name: "Ana" }), baseRevision: 0 });
  await ana.as.mutation(api.portfolios.publishDraft, {});
  return { t, ana, pat, ed, sam, rem, portfolioId: portfolioId as string };
}

type Outcome = "ok" | string;

/** What a call did: "ok", or the refusal's code. */
async function outcome(promise: Promise<unknown>, kind: "query" | "call" = "call"): Promise<Outcome> {
  try {
    const result = await promise;
    // Queries answer null (or not-found) rather than refuse, so a page can say "no access".
    if (kind === "call") return "ok";
    if (result === null || (typeof result === "object" && (result as { status?: string }).status === "not-found")) return "nothing";
    return "ok";
  } catch (error) {
    return ((error as { data?: { code?: string } }).data?.code ?? String(error)) as string;
  }
}

describe("members: the role × function matrix", () => {
  test("owner and publisher may do everything; the editor edits and previews; strangers, removed members and signed-out callers nothing", async () => {
    const { t, ana, pat, ed, sam, rem, portfolioId } = await team();
    const versionId = (await ana.as.query(api.portfolioVersions.list, {}))![0].id;
    const callers = { owner: ana.as, publisher: pat.as, editor: ed.as, stranger: sam.as, removed: rem.as, signedOut: t };
    const table: Record<string, Record<string, Outcome>> = {};
    for (const [who, as] of Object.entries(callers)) {
      const revision = (await ana.as.query(api.drafts.get, {}))!.revision;
      const storageId = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })));
      table[who] = {
        "drafts.get": await outcome(as.query(api.drafts.get, { portfolioId }), "query"),
        "drafts.save": await outcome(
          as.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: formData({ name: `Ana by ${who}` }), baseRevision: revision }),
        ),
        "drafts.importJsonResume": await outcome(
          as.mutation(api.drafts.importJsonResume, { portfolioId, json: JSON.stringify({ basics: { name: "Ana" } }), baseRevision: revision + 1 }),
        ),
        "files.confirmUpload": await outcome(as.action(api.files.confirmUpload, { portfolioId, storageId })),
        "portfolioVersions.list": await outcome(as.query(api.portfolioVersions.list, { portfolioId }), "query"),
        "portfolioVersions.get": await outcome(as.query(api.portfolioVersions.get, { portfolioId, versionId }), "query"),
        "portfolioVersions.restore": await outcome(
          as.mutation(api.portfolioVersions.restore, { portfolioId, versionId, baseRevision: (await ana.as.query(api.drafts.get, {}))!.revision }),
        ),
        "portfolios.publishDraft": await outcome(as.mutation(api.portfolios.publishDraft, { portfolioId })),
        "portfolios.unpublish": await outcome(as.mutation(api.portfolios.unpublish, { portfolioId })),
        "members.access": await outcome(as.query(api.members.access, { portfolioId }), "query"),
        "builderPresence.heartbeat": await outcome(
          as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(9), at: { section: "personal" } }),
        ),
      };
      // Put the page back online for the next caller.
      if (table[who]["portfolios.unpublish"] === "ok") await ana.as.mutation(api.portfolios.publishDraft, {});
    }
    const all = (value: Outcome) => Object.fromEntries(Object.keys(table.owner).map((name) => [name, value]));
    const refusedQueries = { "drafts.get": "nothing", "portfolioVersions.list": "nothing", "portfolioVersions.get": "nothing", "members.access": "nothing" };
    expect(table.owner).toEqual(all("ok"));
    expect(table.publisher).toEqual(all("ok"));
    expect(table.editor).toEqual({
      ...all("ok"),
      "portfolioVersions.restore": "auth/forbidden",
      "portfolios.publishDraft": "auth/forbidden",
      "portfolios.unpublish": "auth/forbidden",
    });
    for (const who of ["stranger", "removed"]) expect([who, table[who]]).toEqual([who, { ...all("auth/forbidden"), ...refusedQueries }]);
    expect(table.signedOut).toEqual({ ...all("auth/unauthenticated"), ...refusedQueries, "files.confirmUpload": "storage/unauthorized" });
    // Nothing the refused callers sent reached the draft.
    expect((await ana.as.query(api.drafts.get, {}))!.formData.name).not.toMatch(/stranger|removed|signedOut/);
  });

  test("a malformed or unknown portfolio id is refused like a stranger's", async () => {
    const { ed, ana } = await team();
    const someoneElse = (await ana.as.query(api.members.list, {}))!.members[0].id; // a members row id, not a portfolio's
    for (const portfolioId of ["nope", someoneElse]) {
      expect(
        await rejectionData(ed.as.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: formData(), baseRevision: 1 })),
      ).toMatchObject({
        code: "auth/forbidden",
        message: "You no longer have access to this portfolio.",
      });
    }
  });

  test("an editor's upload belongs to the portfolio: the owner publishes it; the editor's own portfolio cannot use it", async () => {
    const { t, ana, ed, portfolioId } = await team();
    const storageId = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })));
    const { storageId: image } = await ed.as.action(api.files.confirmUpload, { portfolioId, storageId });
    const upload = await t.run(
      async (ctx) =>
        await ctx.db
          .query("uploads")
          .withIndex("by_storageId", (q) => q.eq("storageId", image))
          .unique(),
    );
    expect(upload?.userId).toBe(ana.userId);
    const revision = (await ed.as.query(api.drafts.get, { portfolioId }))!.revision;
    await ed.as.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: formData({ name: "Ana", image }), baseRevision: revision });
    await ana.as.mutation(api.portfolios.publishDraft, {});
    expect(await rejectionData(ed.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ image }), baseRevision: 0 }))).toMatchObject({
      code: "storage/unauthorized",
    });
  });

  test("the draft says who saved it last, and each version who published it", async () => {
    const { ana, pat, ed, portfolioId } = await team();
    const revision = (await ed.as.query(api.drafts.get, { portfolioId }))!.revision;
    await ed.as.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: formData({ name: "Ana", bio: "by Ed" }), baseRevision: revision });
    expect((await ana.as.query(api.drafts.get, {}))!.editedBy).toMatchObject({ name: "ed@example.com" });
    expect((await ed.as.query(api.drafts.get, { portfolioId }))!.editedBy).toMatchObject({ name: "you" });
    await pat.as.mutation(api.portfolios.publishDraft, { portfolioId });
    expect((await ana.as.query(api.portfolioVersions.list, {}))!.map((v) => v.publishedBy)).toEqual(["pat@example.com", "you"]);
  });

  test("the owner's plan: without Business nobody can be invited, and members lose access", async () => {
    const { t, ana, ed, portfolioId } = await team();
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "pro" });
    expect(await ed.as.query(api.members.access, { portfolioId })).toBeNull();
    expect(
      await rejectionData(ed.as.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: formData(), baseRevision: 1 })),
    ).toMatchObject({
      code: "auth/forbidden",
    });
    expect(await rejectionData(ana.as.mutation(api.members.invite, { email: "new@example.com", role: "editor" }))).toMatchObject({ code: "plan/required" });
  });
});

describe("presence", () => {
  test("members see each other's section and field; strangers and removed members neither send nor see", async () => {
    const { t, ana, ed, sam, rem, portfolioId } = await team();
    const edBeat = (await ed.as.mutation(api.builderPresence.heartbeat, {
      portfolioId,
      session: builderSession(1),
      at: { section: "skills", field: "skills.0.name" },
    }))!;
    const anaBeat = (await ana.as.mutation(api.builderPresence.heartbeat, { session: builderSession(2), at: { section: "about" } }))!;
    // One room per portfolio, whichever way it is named.
    expect(anaBeat.roomToken).toBe(edBeat.roomToken);
    const roomToken = anaBeat.roomToken;
    expect(await ana.as.query(api.builderPresence.list, { roomToken })).toEqual([
      { userId: ed.userId, name: ed.email, section: "skills", field: "skills.0.name" },
    ]);
    expect((await ed.as.query(api.builderPresence.list, { portfolioId, roomToken })).map((p) => [p.name, p.section, p.field])).toEqual([
      [ana.email, "about", null],
    ]);
    // A beat without a place keeps the last one.
    await ed.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(1) });
    expect((await ana.as.query(api.builderPresence.list, { roomToken }))[0]).toMatchObject({ section: "skills", field: "skills.0.name" });

    for (const outsider of [sam, rem]) {
      expect(await outsider.as.query(api.builderPresence.list, { portfolioId, roomToken })).toEqual([]);
      expect(await rejectionData(outsider.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(3) }))).toMatchObject({
        code: "auth/forbidden",
      });
    }
    // The token alone shows nothing to someone who is not in the room.
    await sam.as.mutation(api.builderPresence.heartbeat, { session: builderSession(4), at: { section: "about" } });
    expect(await sam.as.query(api.builderPresence.list, { roomToken })).toEqual([]);
    expect(await t.query(api.builderPresence.list, { portfolioId, roomToken })).toEqual([]);
    expect(
      await rejectionData(ed.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(1), at: { section: "x".repeat(101) } })),
    ).toMatchObject({ code: "validation/invalid" });
    expect(await rejectionData(ed.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: "short" }))).toMatchObject({ code: "validation/invalid" });

    // Removing a member takes them out of the builder's "here now" at once, and their kept token shows nothing.
    const edId = (await ana.as.query(api.members.list, {}))!.members.find((m) => m.email === ed.email)!.id;
    await ana.as.mutation(api.members.remove, { memberId: edId });
    expect(await ana.as.query(api.builderPresence.list, { roomToken })).toEqual([]);
    expect(await ed.as.query(api.builderPresence.list, { roomToken })).toEqual([]);
    // Closing the builder ends its session at once.
    await ana.as.mutation(api.presence.leave, { sessionToken: anaBeat.sessionToken });
    expect((await componentRows<{ online: boolean }>(t, "presence", "presence")).filter((row) => row.online)).toHaveLength(1);
  });

  test("a heartbeat and the list check access on small documents, never the portfolio", async () => {
    // Every call may read 8 KB; the owner's published portfolio is made about 15 KB below.
    const t = await setupBackend({ limits: { bytesRead: 8 * 1024 } });
    const ana = await confirmedUser(t, "ana@example.com");
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
    const ed = await confirmedUser(t, "ed@example.com");
    await ana.as.mutation(api.members.invite, { email: ed.email, role: "editor" });
    const { portfolioId } = await ed.as.mutation(api.members.accept, { token: await invitationToken(t, ed.email) });
    await t.run(async (ctx) => {
      const portfolio = (await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", ana.userId))
        .unique())!;
      await ctx.db.patch("portfolios", portfolio._id, { portfolioData: formData({ name: "Ana", about: "日".repeat(5000) }) });
    });
    const { roomToken } = (await ed.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(1), at: { section: "about" } }))!;
    await ana.as.mutation(api.builderPresence.heartbeat, { portfolioId, session: builderSession(2), at: { section: "skills" } });
    expect(await ed.as.query(api.builderPresence.list, { portfolioId, roomToken })).toMatchObject([{ userId: ana.userId, section: "skills" }]);
  });
});

describe("members: only the owner manages them", () => {
  test("members see the portfolio shared with them; they cannot list, change or remove its members", async () => {
    const { ana, pat, ed, portfolioId } = await team();
    expect(await ed.as.query(api.members.sharedWithMe, {})).toEqual([
      {
        portfolioId,
        ownerName: "ana@example.com",
        role: "editor",
        templateId: "minimalist",
        name: "Ana",
        updatedAt: expect.any(Number),
        revision: expect.any(Number),
      },
    ]);
    // Their own (empty) panel: nothing of Ana's.
    expect((await ed.as.query(api.members.list, {}))!.members).toEqual([]);
    const patId = (await ana.as.query(api.members.list, {}))!.members.find((m) => m.email === pat.email)!.id;
    expect(await rejectionData(ed.as.mutation(api.members.remove, { memberId: patId }))).toMatchObject({ code: "portfolio/not-found" });
    expect(await rejectionData(pat.as.mutation(api.members.changeRole, { memberId: patId, role: "publisher" }))).toMatchObject({ code: "portfolio/not-found" });
    const invitation = await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" }).then(() => ana.as.query(api.members.list, {}));
    expect(await rejectionData(pat.as.mutation(api.members.revokeInvitation, { invitationId: invitation!.invitations[0].id }))).toMatchObject({
      code: "portfolio/not-found",
    });
    // The owner changes a role, and it takes effect on the next call.
    const edId = (await ana.as.query(api.members.list, {}))!.members.find((m) => m.email === ed.email)!.id;
    await ana.as.mutation(api.members.changeRole, { memberId: edId, role: "publisher" });
    await ed.as.mutation(api.portfolios.publishDraft, { portfolioId });
  });

  test("deleting the owner's account ends every membership and invitation; deleting a member's ends theirs", async () => {
    const { t, ana, ed, pat, portfolioId } = await team();
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" });
    await deleteAccountForGood(t, pat);
    expect((await ana.as.query(api.members.list, {}))!.members.map((m) => m.email)).toEqual([ed.email]);
    await deleteAccountForGood(t, ana);
    expect(await ed.as.query(api.members.sharedWithMe, {})).toEqual([]);
    expect(await ed.as.query(api.drafts.get, { portfolioId })).toBeNull();
    const left = await t.run(async (ctx) => [...(await ctx.db.query("portfolioMembers").collect()), ...(await ctx.db.query("portfolioInvitations").collect())]);
    expect(left).toEqual([]);
  });
});

describe("invitations", () => {
  test("accepting needs the invited address; the link works once", async () => {
    const { t, ana, sam } = await team();
    await ana.as.mutation(api.members.invite, { email: "Zoe@Example.com ", role: "editor" });
    const token = await invitationToken(t, "zoe@example.com");
    expect(await sam.as.query(api.members.invitation, { token })).toMatchObject({ problem: "wrong-account", email: null });
    expect(await rejectionData(sam.as.mutation(api.members.accept, { token }))).toEqual({
      code: "auth/forbidden",
      message: INVITATION_MESSAGES["wrong-account"],
    });
    const zoe = await confirmedUser(t, "zoe@example.com");
    expect(await zoe.as.query(api.members.invitation, { token })).toMatchObject({ problem: null, ownerName: "ana@example.com", role: "editor" });
    await zoe.as.mutation(api.members.accept, { token });
    expect(await rejectionData(zoe.as.mutation(api.members.accept, { token }))).toMatchObject({ message: INVITATION_MESSAGES.used });
    expect(await zoe.as.query(api.members.invitation, { token })).toMatchObject({ problem: "used" });
  });

  test("the signed-out preview names the inviter and the portfolio, cleaned, and nothing for unknown, used or expired tokens", async () => {
    const { t, ana } = await team();
    await t.run(async (ctx) => await ctx.db.patch("users", ana.userId, { name: "Ana evil.example Lima" }));
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" });
    const token = await invitationToken(t, "zoe@example.com");
    const preview = await t.query(api.members.invitationPreview, { token });
    // Only the two cleaned names: no address, no id.
    expect(preview).toEqual({ inviterName: "Ana Lima", portfolioName: "Ana" });
    expect(JSON.stringify(preview)).not.toMatch(/@|example/);
    expect(invitationMention(preview!)).toBe("Ana Lima invited you to edit “Ana”");
    expect(await t.query(api.members.invitationPreview, { token: "A".repeat(43) })).toBeNull();
    expect(await t.query(api.members.invitationPreview, { token: "not a token" })).toBeNull();
    const setExpiry = (expiresAt: number) =>
      t.run(async (ctx) => {
        for (const row of await ctx.db.query("portfolioInvitations").collect()) await ctx.db.patch("portfolioInvitations", row._id, { expiresAt });
      });
    await setExpiry(Date.now() - 1);
    expect(await t.query(api.members.invitationPreview, { token })).toBeNull();
    await setExpiry(Date.now() + INVITATION_MS);
    const zoe = await confirmedUser(t, "zoe@example.com");
    await zoe.as.mutation(api.members.accept, { token });
    expect(await t.query(api.members.invitationPreview, { token })).toBeNull();
  });

  test("guessed, malformed and expired tokens are refused; inviting again replaces the old link", async () => {
    const { t, ana } = await team();
    const zoe = await confirmedUser(t, "zoe@example.com");
    await ana.as.mutation(api.members.invite, { email: zoe.email, role: "publisher" });
    const first = await invitationToken(t, zoe.email);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guessed = (first[0] === "A" ? "B" : "A") + first.slice(1);
    for (const token of [guessed, "short", first + "x", "", "../../etc"]) {
      expect(await rejectionData(zoe.as.mutation(api.members.accept, { token }))).toEqual({
        code: "portfolio/not-found",
        message: INVITATION_MESSAGES["not-found"],
      });
    }
    // Only the hash is stored.
    const stored = await t.run(async (ctx) => await ctx.db.query("portfolioInvitations").collect());
    expect(JSON.stringify(stored)).not.toContain(first);

    await ana.as.mutation(api.members.invite, { email: zoe.email, role: "editor" });
    const second = await invitationToken(t, zoe.email);
    expect(await rejectionData(zoe.as.mutation(api.members.accept, { token: first }))).toMatchObject({ message: INVITATION_MESSAGES["not-found"] });
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("portfolioInvitations").collect())
        await ctx.db.patch("portfolioInvitations", row._id, { expiresAt: Date.now() - 1 });
    });
    expect(await rejectionData(zoe.as.mutation(api.members.accept, { token: second }))).toMatchObject({ message: INVITATION_MESSAGES.expired });
    expect(await zoe.as.query(api.members.sharedWithMe, {})).toEqual([]);
  });

  test("the owner cannot invite themselves or a member twice; bad addresses are refused; revoking kills the link", async () => {
    const { t, ana, ed } = await team();
    for (const email of ["ana@example.com", ed.email, "not-an-email"]) {
      expect(await rejectionData(ana.as.mutation(api.members.invite, { email, role: "editor" }))).toMatchObject({ code: "validation/invalid" });
    }
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" });
    const token = await invitationToken(t, "zoe@example.com");
    const { invitations } = (await ana.as.query(api.members.list, {}))!;
    expect(invitations).toEqual([{ id: expect.any(String), email: "zoe@example.com", role: "editor", expiresAt: expect.any(Number), expired: false }]);
    await ana.as.mutation(api.members.revokeInvitation, { invitationId: invitations[0].id as Id<"portfolioInvitations"> });
    const zoe = await confirmedUser(t, "zoe@example.com");
    expect(await rejectionData(zoe.as.mutation(api.members.accept, { token }))).toMatchObject({ message: INVITATION_MESSAGES["not-found"] });
  });

  test("the mail's subject is fixed; the inviter's name comes after the product's text, quoted, capped, without links or control characters", async () => {
    const { t, ana } = await team();
    await t.run((ctx) => ctx.db.patch("users", ana.userId, { name: "Your bank: verify at https://evil.example/login now\u202E\nwww.evil.example" }));
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "publisher" });
    const [mail] = await mailsTo(t, "zoe@example.com");
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.subject).toBe("You're invited to edit a portfolio on Portfolio Builder");
    const lines = mail.text.split("\n");
    expect(lines[0]).toMatch(/^You're invited to work on a portfolio on Portfolio Builder as Publisher: /);
    expect(mail.text).toMatch(/^Accept the invitation: http:\/\/127\.0\.0\.1:3210\/invite\/[A-Za-z0-9_-]{43}$/m);
    // The name, quoted, after everything the product says; no address but the invitation's own.
    const nameLine = lines.findIndex((line) => line.includes("“Your bank: verify at now”"));
    expect(nameLine).toBeGreaterThan(lines.findIndex((line) => line.startsWith("Accept the invitation")));
    expect(mail.text.replace(/http:\/\/127\.0\.0\.1:3210\/invite\/\S+/, "")).not.toMatch(/https?:|:\/\/|evil|www\./);
    expect(lines[nameLine]).not.toMatch(/[\p{Cc}\p{Cf}]/u);

    expect(mailSafeName("x".repeat(200))).toHaveLength(QUOTED_NAME_MAX);
    expect(mailSafeName("Ada “Countess” Lovelace")).toBe("Ada Countess Lovelace");
    expect(mailSafeName("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
    expect(mailSafeName("me@evil.example evil.example/x ｅｖｉｌ．ｅｘａｍｐｌｅ")).toBe("");
    // Without a name (or nothing left of it) the mail names nobody; the owner's email never stands in for it.
    await t.run((ctx) => ctx.db.patch("users", ana.userId, { name: undefined }));
    await ana.as.mutation(api.members.invite, { email: "kim@example.com", role: "editor" });
    const [second] = await mailsTo(t, "kim@example.com");
    expect(second.subject).toBe(INVITATION_SUBJECT);
    expect(second.text).toContain("The invitation comes from a Portfolio Builder account without a name.");
    expect(second.text).not.toContain("ana@example.com");
  });
});

describe("invitation mail limits", () => {
  /** Invites `email` and withdraws the invitation at once (the ten places stay free); the outcome. */
  async function inviteAndWithdraw(owner: TestUser, email: string): Promise<Outcome> {
    const sent = await outcome(owner.as.mutation(api.members.invite, { email, role: "editor" }));
    if (sent !== "ok") return sent;
    const { invitations } = (await owner.as.query(api.members.list, {}))!;
    await owner.as.mutation(api.members.revokeInvitation, { invitationId: invitations.find((inv) => inv.email === email)!.id });
    return sent;
  }

  test("300 invitations in a loop, each withdrawn at once: 20 mails a day per account, then a coded refusal saying when", async () => {
    const { t, ana } = await team();
    // team() mailed three invitations already.
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 300; i++) outcomes.push(await inviteAndWithdraw(ana, `p${i}@example.com`));
    const allowed = INVITE_LIMITS.perAccount - 3;
    expect(outcomes.slice(0, allowed)).toEqual(Array(allowed).fill("ok"));
    expect(outcomes.slice(allowed)).toEqual(Array(300 - allowed).fill("invite/rate-limited"));
    const mailed = (await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect())).filter((job) =>
      /^p\d+@example\.com$/.test((job.args[0] as { to?: string }).to ?? ""),
    );
    expect(mailed).toHaveLength(allowed);
    // The allowance comes back over the day, one mail every 24 h / 20 = 72 minutes.
    expect(await rejectionData(ana.as.mutation(api.members.invite, { email: "late@example.com", role: "editor" }))).toEqual({
      code: "invite/rate-limited",
      message: "You have sent 20 invitations in the last 24 hours, the most a day. You can send the next one in 2 hours.",
    });
    vi.useFakeTimers();
    try {
      vi.setSystemTime(Date.now() + INVITE_LIMITS.windowMs / INVITE_LIMITS.perAccount);
      expect(await inviteAndWithdraw(ana, "late@example.com")).toBe("ok");
      expect(await inviteAndWithdraw(ana, "later@example.com")).toBe("invite/rate-limited");
      // A day later, a whole day's worth again, and no more.
      vi.setSystemTime(Date.now() + INVITE_LIMITS.windowMs);
      const nextDay: Outcome[] = [];
      for (let i = 0; i <= INVITE_LIMITS.perAccount; i++) nextDay.push(await inviteAndWithdraw(ana, `q${i}@example.com`));
      expect(nextDay).toEqual([...Array(INVITE_LIMITS.perAccount).fill("ok"), "invite/rate-limited"]);
    } finally {
      vi.useRealTimers();
    }
    // The limiter keeps no address in the clear: the address's bucket is keyed by its SHA-256.
    const buckets = await rateLimitBuckets(t);
    expect(buckets.filter((bucket) => bucket.name === "invitationMailsPerAddress").map((bucket) => bucket.key)).toContain(await sha256Hex("late@example.com"));
    expect(JSON.stringify(buckets)).not.toContain("example.com");
  });

  test("withdrawing and inviting again does not reset: one address gets 3 invitation mails a day, from all accounts together", async () => {
    const { t, ana } = await team();
    for (let i = 0; i < INVITE_LIMITS.perAddress; i++) expect(await inviteAndWithdraw(ana, "zoe@example.com")).toBe("ok");
    // Its allowance comes back one mail every 24 h / 3 = 8 hours.
    const message = "This address has been sent 3 invitations in the last 24 hours, the most a day. You can invite it again in 8 hours.";
    expect(await rejectionData(ana.as.mutation(api.members.invite, { email: "Zoe@Example.com", role: "editor" }))).toEqual({
      code: "invite/rate-limited",
      message,
      fields: { email: message },
    });
    expect(await mailsTo(t, "zoe@example.com")).toHaveLength(INVITE_LIMITS.perAddress);
    // Another owner cannot mail that address either; another address is not held up.
    const bo = await confirmedUser(t, "bo@example.com");
    await t.mutation(internal.users.setPlan, { email: bo.email, plan: "business" });
    expect(await rejectionData(bo.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" }))).toMatchObject({
      code: "invite/rate-limited",
    });
    await ana.as.mutation(api.members.invite, { email: "kim@example.com", role: "editor" });
  });

  test("a refusal by one limit spends nothing of the other, even when the refusal is caught", async () => {
    const t = await setupBackend();
    const ada = await confirmedUser(t);
    const accountLeft = async () => (await t.run((ctx) => rateLimiter.getValue(ctx, "invitationMailsPerAccount", { key: ada.userId }))).value;
    await t.run(async (ctx) => {
      for (let i = 0; i < INVITE_LIMITS.perAddress; i++) await checkInviteAllowed(ctx, ada.userId, "zoe@example.com");
      // Caught inside one transaction: nothing rolls back what a refused attempt might have spent.
      for (let i = 0; i < 5; i++) await expect(checkInviteAllowed(ctx, ada.userId, "zoe@example.com")).rejects.toThrow(/This address has been sent/);
    });
    expect(Math.floor(await accountLeft())).toBe(INVITE_LIMITS.perAccount - INVITE_LIMITS.perAddress);
  });
});

describe("invitations that are used or expired", () => {
  async function insertInvitations(t: Backend, owner: TestUser, count: number, fields: { usedAt?: number; expiresAt: number }) {
    const portfolioId = await portfolioIdOf(t, owner);
    await t.run(async (ctx) => {
      for (let i = 0; i < count; i++) {
        await ctx.db.insert("portfolioInvitations", {
          portfolioId,
          ownerId: owner.userId,
          email: `old${i}@example.com`,
          role: "editor",
          tokenHash: `hash-${fields.usedAt ?? "unused"}-${fields.expiresAt}-${i}`,
          createdAt: 0,
          ...fields,
        });
      }
    });
  }

  test("pending invitations stay listed and counted behind hundreds of used and expired ones", async () => {
    const { t, ana } = await team();
    const now = Date.now();
    await insertInvitations(t, ana, 150, { usedAt: now - 1000, expiresAt: now + INVITATION_MS / 2 });
    await insertInvitations(t, ana, 150, { expiresAt: now - 1000 });
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" });
    const { invitations, members } = (await ana.as.query(api.members.list, {}))!;
    expect(invitations[0]).toMatchObject({ email: "zoe@example.com", expired: false });
    expect(invitations.length).toBeLessThanOrEqual(2 * MAX_MEMBERS);
    expect(invitations.slice(1).every((inv) => inv.expired)).toBe(true);
    // The cap counts members and pending invitations only: the rest of the ten places are free.
    for (let i = members.length + 1; i < MAX_MEMBERS; i++) await ana.as.mutation(api.members.invite, { email: `p${i}@example.com`, role: "editor" });
    expect(await rejectionData(ana.as.mutation(api.members.invite, { email: "one-more@example.com", role: "editor" }))).toMatchObject({
      code: "validation/invalid",
      message: `A portfolio can have at most ${MAX_MEMBERS} people invited or working on it.`,
    });
    const listed = (await ana.as.query(api.members.list, {}))!.invitations.filter((inv) => !inv.expired).map((inv) => inv.email);
    expect(listed).toHaveLength(MAX_MEMBERS - members.length);
    expect(listed).toContain("zoe@example.com");
  });

  test("the hourly cron deletes them in batches of 200 that reschedule themselves; pending and recent ones stay", async () => {
    const { t, ana } = await team();
    expect(Object.values(crons.crons).map((job) => job.name)).toContain("members:purgeInvitations");
    const now = Date.now();
    const longAgo = now - INVITATION_KEPT_MS - 60_000;
    await insertInvitations(t, ana, 300, { expiresAt: longAgo });
    await insertInvitations(t, ana, 150, { usedAt: longAgo - INVITATION_MS, expiresAt: longAgo });
    // Expired a minute ago: its link still says "expired" for a while.
    await insertInvitations(t, ana, 1, { expiresAt: now - 60_000 });
    await ana.as.mutation(api.members.invite, { email: "zoe@example.com", role: "editor" });
    vi.useFakeTimers();
    try {
      expect(await t.mutation(internal.members.purgeInvitations, {})).toEqual({ deleted: 200 });
      expect(await t.run(async (ctx) => (await ctx.db.query("portfolioInvitations").collect()).length)).toBe(255);
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    } finally {
      vi.useRealTimers();
    }
    const left = await t.run((ctx) => ctx.db.query("portfolioInvitations").collect());
    // The recent one, zoe's, and team()'s accepted ones (their links say "used" until they are old).
    expect(left.map((inv) => inv.email).sort()).toEqual(["ed@example.com", "old0@example.com", "pat@example.com", "rem@example.com", "zoe@example.com"]);
  });
});

describe("shared with you", () => {
  test("lists shared portfolios from small summaries, never reading a whole draft", async () => {
    // Every call may read 8 KB; the owner's draft alone is about 15 KB.
    const t = await setupBackend({ limits: { bytesRead: 8 * 1024 } });
    const ana = await confirmedUser(t, "ana@example.com");
    await t.mutation(internal.users.setPlan, { email: ana.email, plan: "business" });
    const ed = await confirmedUser(t, "ed@example.com");
    const { revision, updatedAt } = await ana.as.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: formData({ name: "Ana", about: "日".repeat(5000) }),
      baseRevision: 0,
    });
    await ana.as.mutation(api.members.invite, { email: ed.email, role: "editor" });
    const { portfolioId } = await ed.as.mutation(api.members.accept, { token: await invitationToken(t, ed.email) });
    expect(await ed.as.query(api.members.sharedWithMe, {})).toEqual([
      { portfolioId, ownerName: "ana@example.com", role: "editor", templateId: "minimalist", name: "Ana", updatedAt, revision },
    ]);
  });

  test("the summary follows every save, whoever saves; the backfill writes it for drafts saved before summaries", async () => {
    const { t, ed, portfolioId } = await team();
    const { revision } = (await ed.as.query(api.drafts.get, { portfolioId }))!;
    const next = await ed.as.mutation(api.drafts.save, { portfolioId, templateId: "modern", formData: formData({ name: "Ana L." }), baseRevision: revision });
    expect(await ed.as.query(api.members.sharedWithMe, {})).toMatchObject([
      { templateId: "modern", name: "Ana L.", revision: next.revision, updatedAt: next.updatedAt },
    ]);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("draftSummaries").collect()) await ctx.db.delete("draftSummaries", row._id);
    });
    expect(await ed.as.query(api.members.sharedWithMe, {})).toMatchObject([{ templateId: null, name: "" }]);
    vi.useFakeTimers();
    try {
      await t.mutation(internal.drafts.backfillSummaries, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    } finally {
      vi.useRealTimers();
    }
    expect(await ed.as.query(api.members.sharedWithMe, {})).toMatchObject([
      { templateId: "modern", name: "Ana L.", revision: next.revision, updatedAt: next.updatedAt },
    ]);
  });
});
