import { defineTable } from "convex/server";
import { v } from "convex/values";
import { customEntryValidator, customSectionValidator } from "../model/customSections";
import { formDataValidator } from "../model/formData";
import { projectValidator } from "../model/sections/projects";

/** What restoring an item needs, by kind; large content lives in `trashPayloads` (see below). */
export const trashRestoreValidator = v.union(
  v.object({ kind: v.literal("section"), sectionId: v.string(), position: v.number(), draftRevision: v.number(), payloadId: v.id("trashPayloads") }),
  v.object({
    kind: v.literal("entry"),
    list: v.union(v.literal("projects"), v.literal("custom")),
    /** The custom section the entry was in (for `custom`). */
    sectionId: v.optional(v.string()),
    entryId: v.string(),
    position: v.number(),
    draftRevision: v.number(),
    payloadId: v.id("trashPayloads"),
  }),
  /** The version document stays where it was; only its summary row left the history. */
  v.object({ kind: v.literal("version"), versionId: v.id("portfolioVersions") }),
  v.object({ kind: v.literal("domain"), hostname: v.string(), token: v.string() }),
  v.object({
    kind: v.literal("portfolio"),
    draftPayloadId: v.union(v.id("trashPayloads"), v.null()),
    pagePayloadId: v.union(v.id("trashPayloads"), v.null()),
    /** The readable address it had (freed by the deletion), and whether it was online. */
    slug: v.union(v.string(), v.null()),
    wasPublished: v.boolean(),
  }),
);

/** The content a payload keeps: at most one draft-sized FormData, under a deployment's 1 MiB per document. */
export const trashPayloadValidator = v.union(
  v.object({ kind: v.literal("section"), section: customSectionValidator }),
  v.object({ kind: v.literal("project"), project: projectValidator }),
  v.object({ kind: v.literal("customEntry"), entry: customEntryValidator }),
  v.object({ kind: v.literal("draft"), templateId: v.string(), formData: formDataValidator }),
  v.object({ kind: v.literal("page"), templateId: v.string(), formData: formDataValidator, publishedAt: v.union(v.string(), v.null()) }),
);

/** The trash's tables and the pending account deletions, spread into schema.ts. */
export const trashTables = {
  /**
   * One small row per deleted thing: listed on the dashboard, found by the daily empty through
   * `by_expiresAt`, and read whole by the picture checks (so the content it restores is elsewhere).
   */
  trashItems: defineTable({
    userId: v.id("users"),
    kind: v.union(v.literal("section"), v.literal("entry"), v.literal("version"), v.literal("domain"), v.literal("portfolio")),
    /** What the list shows: a title, a domain name, a date. */
    label: v.string(),
    deletedAt: v.number(),
    expiresAt: v.number(),
    /** The pictures the item names: they stay while it does (lib/imageRefs.ts). */
    imageIds: v.array(v.id("_storage")),
    /** Bytes emptying it deletes (its payloads or version), for byte-bounded batches. */
    bytes: v.number(),
    /** `section:<id>` / `entry:<id>`: the builder's Undo bringing the same thing back drops the item. */
    key: v.optional(v.string()),
    restore: trashRestoreValidator,
  })
    .index("by_userId_and_deletedAt", ["userId", "deletedAt"])
    .index("by_expiresAt", ["expiresAt"])
    .index("by_userId_and_key", ["userId", "key"]),

  trashPayloads: defineTable({
    userId: v.id("users"),
    data: trashPayloadValidator,
  }),

  /**
   * An account deleted less than ACCOUNT_UNDO_DAYS ago: everything is kept but nobody can sign in
   * and its page answers 410; the mail's undo link (only its token's SHA-256 is here) brings it
   * back, and the hourly purge deletes it for good once `expiresAt` passes.
   */
  accountDeletions: defineTable({
    userId: v.id("users"),
    tokenHash: v.string(),
    deletedAt: v.number(),
    expiresAt: v.number(),
  })
    .index("by_userId", ["userId"])
    .index("by_tokenHash", ["tokenHash"])
    .index("by_expiresAt", ["expiresAt"]),
};
