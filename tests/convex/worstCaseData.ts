import type { TestConvex } from "convex-test";
import type { GenericDataModel, GenericMutationCtx } from "convex/server";
import type { Id } from "../../convex/_generated/dataModel";
import type schema from "../../convex/schema";
import { LIMITS } from "../../convex/model/limits";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { VARIANT_WIDTHS } from "../../convex/model/images";
import { CUSTOM_ENTRY_LIMITS } from "../../convex/model/customSections";
import { recordVersion } from "../../convex/lib/versions";
import { pageRoom } from "../../convex/lib/presenceRooms";
import { viewCounter } from "../../convex/lib/viewCounters";
import { CHART_DAYS, MAX_REFERRER_SITES, PRESENCE_MAX, REFERRER_SHARDS, VIEW_SHARDS } from "../../convex/model/audience";

/**
 * The largest data one account can hold, for tests and `npm run bench:limits` alike: every list
 * full, every text at its limit, in a 3-byte character (Japanese, Chinese) where the rules allow.
 */

const MiB = 1 << 20;

/** A Convex deployment's limits per transaction (docs.convex.dev/production/state/limits), stricter than convex-test's defaults. */
export const STRICT_LIMITS = { bytesRead: 8 * MiB, documentsRead: 16_384, bytesWritten: 8 * MiB, documentsWritten: 8_192 } as const;

export type AnyBackend = TestConvex<typeof schema>;

/** `length` characters of 3 bytes each in UTF-8. */
export const wide = (length: number) => "語".repeat(length);
/** A web address exactly `length` characters long (publishable: ASCII). */
export const url = (length: number) => `https://example.com/${"a".repeat(length - 20)}`;

/** How many images a full portfolio names: the photo, every project's six, every custom entry's one. */
export const IMAGE_COUNT = 1 + LIMITS.entriesPerList * LIMITS.projectImages + LIMITS.customEntriesTotal;

/**
 * Every field at its limit. `text` fills free text and `link` addresses (both `wide` by default:
 * drafts check only lengths). `images` are named in order: photo, project covers and galleries,
 * custom entries.
 */
export function fullFormData({
  text = wide,
  link = wide,
  images = [],
}: { text?: (length: number) => string; link?: (length: number) => string; images?: Id<"_storage">[] } = {}): PortfolioFormData {
  let next = 0;
  const image = () => images[next++] ?? null;
  const list = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  const photo = image();
  return {
    ...emptyFormData(),
    name: text(LIMITS.name),
    role: text(LIMITS.role),
    bio: text(LIMITS.bio),
    image: photo,
    about: text(LIMITS.about),
    socialLinks: { github: link(LIMITS.url), linkedin: link(LIMITS.url), twitter: link(LIMITS.url), facebook: link(LIMITS.url), instagram: link(LIMITS.url) },
    skills: list(LIMITS.entriesPerList, (i) => ({ id: `s${i}`, name: text(LIMITS.skillName), percentage: 100 })),
    experience: list(LIMITS.entriesPerList, (i) => ({
      id: `e${i}`,
      title: text(LIMITS.title),
      company: text(LIMITS.shortText),
      duration: text(LIMITS.shortText),
      description: text(LIMITS.description),
    })),
    projects: list(LIMITS.entriesPerList, (i) => {
      const cover = image();
      const gallery = list(LIMITS.projectImages - 1, image).filter((id): id is Id<"_storage"> => id !== null);
      return {
        id: `p${i}`,
        title: text(LIMITS.title),
        link: link(LIMITS.url),
        description: text(LIMITS.description),
        project_image: cover,
        technology: text(LIMITS.shortText),
        ...(gallery.length > 0 ? { gallery } : {}),
      };
    }),
    education: list(LIMITS.entriesPerList, (i) => ({
      id: `d${i}`,
      type: text(LIMITS.shortText),
      degree: text(LIMITS.shortText),
      institution: text(LIMITS.shortText),
      school: text(LIMITS.shortText),
      year: text(LIMITS.shortText),
      cgpa: text(LIMITS.shortText),
    })),
    contact: { phone: "+1 555 0100", email: "ada@example.com", address: text(LIMITS.contactAddress) },
    links: {
      website: link(LIMITS.url),
      dribbble: link(LIMITS.url),
      behance: link(LIMITS.url),
      medium: link(LIMITS.url),
      youtube: link(LIMITS.url),
      custom: list(LIMITS.customLinks, () => ({ label: text(LIMITS.linkLabel), url: link(LIMITS.url) })),
    },
    customSections: list(LIMITS.customSections, (s) => ({
      id: `c${s}`,
      title: text(LIMITS.customSectionTitle),
      entries: list(LIMITS.customEntriesTotal / LIMITS.customSections, (e) => ({
        id: `c${s}e${e}`,
        title: text(CUSTOM_ENTRY_LIMITS.title),
        subtitle: text(CUSTOM_ENTRY_LIMITS.subtitle),
        date: text(CUSTOM_ENTRY_LIMITS.date),
        description: text(CUSTOM_ENTRY_LIMITS.description),
        link: link(CUSTOM_ENTRY_LIMITS.link),
        image: image(),
      })),
    })),
    resume: { basics: text(LIMITS.resumeExtras / 2), top: text(LIMITS.resumeExtras / 2) },
  };
}

/**
 * A large page that publishing accepts (about 0.7 MiB, under the draft budget): every list full,
 * texts in 3-byte characters at limits that keep the whole below the budget, web addresses.
 */
export function largePage(images: Id<"_storage">[] = []): PortfolioFormData {
  const data = fullFormData({ text: (length) => wide(Math.floor(length * 0.3)), link: url, images });
  const { resume: _resume, ...publishable } = data;
  return { ...publishable, name: "Ada Lovelace", contact: { ...data.contact, address: wide(LIMITS.contactAddress) } };
}

/** A signed-in person made directly in the database (no password hashing): their id, session and a client acting as them. */
export async function seedUser(t: AnyBackend, email = "ada@example.com") {
  const { userId, sessionId } = await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email, name: "Ada", plan: "business" });
    await ctx.db.insert("portfolios", { userId, isPublished: false, selectedTemplate: "minimalist", portfolioData: null, publishedAt: null });
    const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 30 * 86_400_000 });
    return { userId, sessionId };
  });
  return { userId, sessionId, as: t.withIdentity({ subject: `${userId}|${sessionId}`, issuer: process.env.CONVEX_SITE_URL ?? "test" }) };
}

/** `count` accepted uploads of `userId`, each with its full set of WebP variants (as images:record leaves them). */
export async function seedImages(t: AnyBackend, userId: Id<"users">, count = IMAGE_COUNT): Promise<Id<"_storage">[]> {
  const ids: Id<"_storage">[] = [];
  const perStep = 50;
  for (let start = 0; start < count; start += perStep) {
    ids.push(
      ...(await t.run(async (ctx) => {
        const made: Id<"_storage">[] = [];
        for (let i = start; i < Math.min(count, start + perStep); i++) {
          const imageId = await ctx.storage.store(new Blob([`original ${i}`], { type: "image/png" }));
          await ctx.db.insert("uploads", { userId, storageId: imageId, contentType: "image/png", size: 10, createdAt: Date.now() });
          for (const width of VARIANT_WIDTHS) {
            const storageId = await ctx.storage.store(new Blob([`variant ${i} ${width}`], { type: "image/webp" }));
            await ctx.db.insert("imageVariants", { imageId, width, height: width, storageId });
          }
          made.push(imageId);
        }
        return made;
      })),
    );
  }
  return ids;
}

/** `count` live sessions of `userId`, each with `tokensEach` refresh tokens, written in steps that fit a transaction. */
export async function seedSessions(t: AnyBackend, userId: Id<"users">, count: number, { tokensEach = 1, expirationTime = Date.now() + 86_400_000 } = {}) {
  const perStep = Math.floor(6_000 / (1 + tokensEach));
  for (let start = 0; start < count; start += perStep) {
    await t.run(async (ctx) => {
      for (let i = start; i < Math.min(count, start + perStep); i++) {
        const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime });
        for (let k = 0; k < tokensEach; k++) await ctx.db.insert("authRefreshTokens", { sessionId, expirationTime });
      }
    });
  }
}

/** `count` more kept publishes of `formData` for `userId` (a minute apart), recorded as publishing does, a few per transaction. */
export async function seedVersions(t: AnyBackend, userId: Id<"users">, formData: PortfolioFormData, count: number) {
  const perStep = 3;
  for (let start = 0; start < count; start += perStep) {
    await t.run(async (ctx) => {
      const portfolio = (await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .unique())!;
      for (let i = start; i < Math.min(count, start + perStep); i++)
        await recordVersion(ctx, portfolio._id, { userId, templateId: "minimalist", formData, publishedAt: Date.now() - (count - i) * 60_000 });
    });
  }
}

type InComponent = (path: string, handler: (ctx: GenericMutationCtx<GenericDataModel>) => Promise<unknown>) => Promise<unknown>;

/**
 * A page's audience at every cap: counters for twice the chart's days (the older half waiting
 * for the cleanup), MAX_REFERRER_SITES referring sites, PRESENCE_MAX tabs viewing now and as many
 * gone without a goodbye. Written directly, as convex-test's scheduler would take minutes to.
 */
export async function seedAudience(t: AnyBackend, userId: Id<"users">) {
  const day = (i: number) => new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
  const days = Array.from({ length: 2 * CHART_DAYS }, (_, i) => day(i));
  const sites = Array.from({ length: MAX_REFERRER_SITES }, (_, i) => `site-${i}.example`);
  await t.run(async (ctx) => {
    for (const d of days) await ctx.db.insert("viewDays", { userId, day: d });
    for (const domain of sites) await ctx.db.insert("referrerSites", { userId, domain });
  });
  const { runInComponent } = t as unknown as { runInComponent: InComponent };
  await runInComponent("shardedCounter", async (ctx) => {
    const counter = async (name: string, shards: number) => {
      for (let shard = 0; shard < shards; shard++) await ctx.db.insert("counters", { name, shard, value: 3 });
    };
    await counter(viewCounter.total(userId), VIEW_SHARDS);
    await counter(viewCounter.sites(userId), VIEW_SHARDS);
    for (const d of days) await counter(viewCounter.day(userId, d), VIEW_SHARDS);
    for (const domain of sites) await counter(viewCounter.site(userId, domain), REFERRER_SHARDS);
  });
  await runInComponent("presence", async (ctx) => {
    const roomId = pageRoom(userId);
    for (let i = 0; i < 2 * PRESENCE_MAX; i++) {
      const online = i < PRESENCE_MAX;
      await ctx.db.insert("presence", { roomId, userId: `seeded-tab-${String(i).padStart(8, "0")}`, online, lastDisconnected: online ? 0 : Date.now() - i });
    }
  });
}
