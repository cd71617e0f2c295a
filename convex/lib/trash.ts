import { getConvexSize, type Infer, type Value } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { customSectionsOf, customSectionTitle } from "../model/customSections";
import type { PortfolioFormData } from "../model/formData";
import { projectImageIds } from "../model/gallery";
import { MAX_TRASH_ITEMS, TRASH_MS, trashLabel } from "../model/trash";
import { releaseImages } from "./imageRefs";
import { VERSION_DELETE_BYTES } from "./versions";
import type { trashPayloadValidator, trashRestoreValidator } from "./trashTables";

type Restore = Infer<typeof trashRestoreValidator>;
type Payload = Infer<typeof trashPayloadValidator>;

/** Keeps large content for a trash item; returns its id and size (what emptying it deletes). */
export async function storePayload(ctx: MutationCtx, userId: Id<"users">, data: Payload) {
  const id = await ctx.db.insert("trashPayloads", { userId, data });
  return { id, bytes: getConvexSize(data as unknown as Value) };
}

export async function payloadOf(ctx: MutationCtx, id: Id<"trashPayloads"> | null) {
  return id === null ? null : ((await ctx.db.get("trashPayloads", id))?.data ?? null);
}

/**
 * Puts one deleted thing in `userId`'s trash for TRASH_DAYS. Past MAX_TRASH_ITEMS the oldest
 * are marked expired and the empty runs at once for them.
 */
export async function putInTrash(
  ctx: MutationCtx,
  userId: Id<"users">,
  item: { kind: Doc<"trashItems">["kind"]; label: string; imageIds: Id<"_storage">[]; bytes: number; key?: string; restore: Restore },
) {
  const now = Date.now();
  await ctx.db.insert("trashItems", { userId, ...item, imageIds: [...new Set(item.imageIds)], deletedAt: now, expiresAt: now + TRASH_MS });
  const items = await ctx.db
    .query("trashItems")
    .withIndex("by_userId_and_deletedAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(MAX_TRASH_ITEMS + 20);
  const excess = items.slice(MAX_TRASH_ITEMS).filter((old) => old.expiresAt > now);
  for (const old of excess) await ctx.db.patch("trashItems", old._id, { expiresAt: now });
  if (excess.length > 0) await ctx.scheduler.runAfter(0, internal.trash.emptyExpired, {});
}

/** Per step of an empty: whole items up to this many bytes of payloads and versions (the first always goes). */
export const EMPTY_BYTES = VERSION_DELETE_BYTES;
/** Per step: at most this many items (each may release its pictures: a few documents each). */
export const EMPTY_ITEMS = 50;

/** Deletes trash items with what they kept (payloads, a trashed version's document); not their pictures. */
export async function deleteTrashContent(ctx: MutationCtx, items: Doc<"trashItems">[]) {
  for (const item of items) {
    const restore = item.restore;
    const payloads =
      restore.kind === "section" || restore.kind === "entry"
        ? [restore.payloadId]
        : restore.kind === "portfolio"
          ? [restore.draftPayloadId, restore.pagePayloadId]
          : [];
    for (const id of payloads) if (id !== null && (await ctx.db.get("trashPayloads", id)) !== null) await ctx.db.delete("trashPayloads", id);
    if (restore.kind === "version" && (await ctx.db.get("portfolioVersions", restore.versionId)) !== null)
      await ctx.db.delete("portfolioVersions", restore.versionId);
    await ctx.db.delete("trashItems", item._id);
  }
}

/** Deletes one user's trash items for good, then the pictures nothing names any more. */
export async function emptyItems(ctx: MutationCtx, userId: Id<"users">, items: Doc<"trashItems">[]) {
  await deleteTrashContent(ctx, items);
  return await releaseImages(
    ctx,
    userId,
    items.flatMap((item) => item.imageIds),
  );
}

/** Drops an item whose content came back another way (the builder's Undo), keeping its pictures: the draft names them again. */
async function dropItem(ctx: MutationCtx, item: Doc<"trashItems">) {
  const restore = item.restore;
  if (restore.kind === "section" || restore.kind === "entry") {
    if ((await ctx.db.get("trashPayloads", restore.payloadId)) !== null) await ctx.db.delete("trashPayloads", restore.payloadId);
  }
  await ctx.db.delete("trashItems", item._id);
}

const itemsByKey = (ctx: MutationCtx, userId: Id<"users">, key: string) =>
  ctx.db
    .query("trashItems")
    .withIndex("by_userId_and_key", (q) => q.eq("userId", userId).eq("key", key))
    .take(10);

/** Everything with a key in `data`: sections by id, projects and custom entries by id. */
function keyedContent(data: PortfolioFormData | null) {
  const sections = new Map<string, { index: number; section: NonNullable<PortfolioFormData["customSections"]>[number] }>();
  const projects = new Map<string, { index: number; project: PortfolioFormData["projects"][number] }>();
  const entries = new Map<string, { index: number; sectionId: string; entry: NonNullable<PortfolioFormData["customSections"]>[number]["entries"][number] }>();
  if (data === null) return { sections, projects, entries };
  customSectionsOf(data.customSections).forEach((section, index) => {
    sections.set(section.id, { index, section });
    section.entries.forEach((entry, i) => entry.id !== undefined && entries.set(entry.id, { index: i, sectionId: section.id, entry }));
  });
  data.projects.forEach((project, index) => project.id !== undefined && projects.set(project.id, { index, project }));
  return { sections, projects, entries };
}

/**
 * After a draft write: sections of one's own and entries with a picture that `previous` had and
 * `next` lacks go to the trash (an entry inside a deleted section goes with its section);
 * anything in the trash that `next` has again (the builder's Undo) leaves it.
 */
export async function trashDraftRemovals(ctx: MutationCtx, userId: Id<"users">, previous: PortfolioFormData | null, next: PortfolioFormData, revision: number) {
  const before = keyedContent(previous);
  const after = keyedContent(next);
  for (const [id, { index, section }] of before.sections) {
    if (after.sections.has(id)) continue;
    const payload = await storePayload(ctx, userId, { kind: "section", section });
    await putInTrash(ctx, userId, {
      kind: "section",
      label: customSectionTitle(section),
      imageIds: section.entries.flatMap((entry) => (entry.image === null ? [] : [entry.image])),
      bytes: payload.bytes,
      key: `section:${id}`,
      restore: { kind: "section", sectionId: id, position: index, draftRevision: revision, payloadId: payload.id },
    });
  }
  for (const [id, { index, project }] of before.projects) {
    if (after.projects.has(id) || projectImageIds(project).length === 0) continue;
    const payload = await storePayload(ctx, userId, { kind: "project", project });
    await putInTrash(ctx, userId, {
      kind: "entry",
      label: trashLabel(project.title, "Untitled project"),
      imageIds: projectImageIds(project),
      bytes: payload.bytes,
      key: `entry:${id}`,
      restore: { kind: "entry", list: "projects", entryId: id, position: index, draftRevision: revision, payloadId: payload.id },
    });
  }
  for (const [id, { index, sectionId, entry }] of before.entries) {
    if (after.entries.has(id) || entry.image === null || !after.sections.has(sectionId)) continue;
    const payload = await storePayload(ctx, userId, { kind: "customEntry", entry });
    await putInTrash(ctx, userId, {
      kind: "entry",
      label: trashLabel(entry.title, "Untitled entry"),
      imageIds: [entry.image],
      bytes: payload.bytes,
      key: `entry:${id}`,
      restore: { kind: "entry", list: "custom", sectionId, entryId: id, position: index, draftRevision: revision, payloadId: payload.id },
    });
  }
  // Only what is new in `next` can be something undone: usually nothing, so no reads.
  const returned = [
    ...[...after.sections.keys()].filter((id) => !before.sections.has(id)).map((id) => `section:${id}`),
    ...[...after.projects.keys()].filter((id) => !before.projects.has(id)).map((id) => `entry:${id}`),
    ...[...after.entries.keys()].filter((id) => !before.entries.has(id)).map((id) => `entry:${id}`),
  ];
  for (const key of returned.slice(0, 50)) for (const item of await itemsByKey(ctx, userId, key)) await dropItem(ctx, item);
}
