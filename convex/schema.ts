import { defineSchema, defineTable } from "convex/server";
import { authTables } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { formDataValidator } from "./model/formData";
import { planValidator, trialValidator } from "./model/plans";
import { subscriptionValidator } from "./model/subscription";
import { seoSettingsValidator } from "./model/seo";
import { resumeOptionsValidator } from "./model/resumeOptions";
import { audienceTables } from "./lib/audienceTables";
import { customDomainTables } from "./lib/customDomainTables";
import { collaborationTables } from "./lib/collaborationTables";
import { signInFactorTables } from "./lib/signInFactorTables";
import { pagePasswordTables } from "./lib/pagePasswordTables";
import { apiTables } from "./lib/apiTables";
import { trashTables } from "./lib/trashTables";

export default defineSchema({
  ...authTables,
  ...audienceTables,
  ...customDomainTables,
  ...collaborationTables,
  ...signInFactorTables,
  ...pagePasswordTables,
  ...apiTables,
  ...trashTables,
  // Convex Auth's users table, extended with the spec's account fields and the plan.
  users: defineTable({
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    dob: v.optional(v.string()),
    gender: v.optional(v.string()),
    address: v.optional(v.string()),
    /** Profile photo in Convex storage (the `image` field is Convex Auth's URL field). */
    photoId: v.optional(v.id("_storage")),
    /** The account's own plan (Free unless an operator or a payment set it); a trial overlays it (model/plans.ts). */
    plan: v.optional(planValidator),
    /** The account's one free trial, kept after it ends. */
    trial: v.optional(trialValidator),
    /** A running trial's end, for the billing sweep's index; cleared when the trial ends. */
    trialEndsAt: v.optional(v.number()),
    /** The payment processor's customer (lib/stripe.ts), made at the first checkout and reused. */
    stripeCustomerId: v.optional(v.string()),
    /** The paid subscription as the processor last reported it (model/subscription.ts); it sets `plan`. */
    subscription: v.optional(subscriptionValidator),
    /** A past-due subscription's grace end, for the billing sweep's index; cleared when paid or ended. */
    graceEndsAt: v.optional(v.number()),
    /** Set while a deleted account waits out its undo days (trashTables' accountDeletions): closed, but kept. */
    deletedAt: v.optional(v.number()),
    /** The app's language chosen for this account (model/appLanguages.ts): a new device and the mails use it. */
    language: v.optional(v.string()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"])
    .index("by_trialEndsAt", ["trialEndsAt"])
    .index("by_graceEndsAt", ["graceEndsAt"])
    .index("by_stripeCustomerId", ["stripeCustomerId"]),

  /**
   * A mailed link proving an address (lib/emailConfirmations.ts): the account's own at sign-up,
   * or the new one it asked to change to. At most one per account; only the token's SHA-256 is
   * kept; deleted when used, replaced or the account goes.
   */
  emailConfirmations: defineTable({
    userId: v.id("users"),
    email: v.string(),
    tokenHash: v.string(),
    createdAt: v.number(),
    expiresAt: v.number(),
  })
    .index("by_userId", ["userId"])
    .index("by_tokenHash", ["tokenHash"]),

  /** The builder's work in progress: one per user. */
  drafts: defineTable({
    userId: v.id("users"),
    templateId: v.string(),
    formData: formDataValidator,
    /** Bumped by every save; a save names the revision it started from. */
    revision: v.number(),
    updatedAt: v.number(),
    /** Who saved this revision (the owner or a member); missing on drafts saved before sharing existed. */
    editedBy: v.optional(v.id("users")),
  }).index("by_userId", ["userId"]),

  /** How the owner's résumé is cut to fit (model/resumeOptions.ts); absent until they choose. */
  resumeSettings: defineTable({
    userId: v.id("users"),
    options: resumeOptionsValidator,
  }).index("by_userId", ["userId"]),

  /**
   * A draft's few facts that lists of shared portfolios show, kept in step by lib/draftWrite.ts
   * (the one place drafts are written), so those lists never read whole drafts.
   */
  draftSummaries: defineTable({
    ownerId: v.id("users"),
    templateId: v.string(),
    /** The portfolio's name field (capped by the draft's own rules). */
    name: v.string(),
    revision: v.number(),
    updatedAt: v.number(),
  }).index("by_ownerId", ["ownerId"]),

  /** The published page: one per user, created unpublished at first sign-in. */
  portfolios: defineTable({
    userId: v.id("users"),
    isPublished: v.boolean(),
    selectedTemplate: v.string(),
    portfolioData: v.union(formDataValidator, v.null()),
    publishedAt: v.union(v.string(), v.null()),
    /** The share image (Open Graph picture) of the current publish, once drawn (shareImage.ts). */
    shareImageId: v.optional(v.id("_storage")),
    /** The owner's "Hide from search engines" switch: noindex, and left out of the sitemap. */
    hideFromSearch: v.optional(v.boolean()),
    /** The owner's SEO settings (Business; model/seo.ts): page title, description, link-preview picture. */
    seo: v.optional(seoSettingsValidator),
    /** How many publish-history versions the user has stored; the prune cron finds users over the limit by it. */
    versionCount: v.optional(v.number()),
  })
    .index("by_userId", ["userId"])
    .index("by_versionCount", ["versionCount"])
    // Server-made files are never anyone's upload (files:confirmUpload refuses them).
    .index("by_shareImageId", ["shareImageId"]),

  /**
   * A portfolio's few facts that views, visitor heartbeats and visitors' messages need (one per
   * portfolio row), kept in step by lib/pageFacts.ts `syncPageFacts` wherever `isPublished` or
   * `portfolioData` is written, so those calls never read a whole portfolio (up to ~0.9 MB).
   */
  pageFacts: defineTable({
    userId: v.id("users"),
    /** Published with content: the page is online. */
    published: v.boolean(),
  }).index("by_userId", ["userId"]),

  /**
   * Publish history: what each publish put online (portfolioVersions.ts). The last MAX_VERSIONS
   * per user are kept (model/versions.ts); the images they name stay alive with them (their
   * summaries' `imageIds` count as references, lib/imageRefs.ts).
   */
  portfolioVersions: defineTable({
    userId: v.id("users"),
    templateId: v.string(),
    formData: formDataValidator,
    /** The publish's time (ms); the portfolio's `publishedAt` is the same instant as ISO text. */
    publishedAt: v.number(),
    /** Who published it (the owner or a publisher); missing on versions from before sharing existed. */
    publishedBy: v.optional(v.id("users")),
  }).index("by_userId_and_publishedAt", ["userId", "publishedAt"]),

  /**
   * One small row per kept version, written with it (lib/versions.ts): the history list, the
   * prune and account deletion read these, never the whole versions (each up to ~0.9 MB).
   */
  portfolioVersionSummaries: defineTable({
    userId: v.id("users"),
    versionId: v.id("portfolioVersions"),
    publishedAt: v.number(),
    templateId: v.string(),
    /** The page's name field at that publish. */
    name: v.string(),
    publishedBy: v.optional(v.id("users")),
    /** The version document's size (getConvexSize), so deletions can stay within a transaction's bytes. */
    bytes: v.number(),
    /** The pictures the version names (lib/imageRefs.ts); missing on summaries written before the trash. */
    imageIds: v.optional(v.array(v.id("_storage"))),
  })
    .index("by_userId_and_publishedAt", ["userId", "publishedAt"])
    .index("by_versionId", ["versionId"]),

  /**
   * Readable addresses (`/p/<slug>`), stored lower-case and unique. One current slug per user plus
   * a few earlier ones that redirect to it.
   */
  slugs: defineTable({
    slug: v.string(),
    userId: v.id("users"),
    isCurrent: v.boolean(),
    /** When it became the user's current slug; the oldest earlier slugs are freed first. */
    createdAt: v.number(),
  })
    .index("by_slug", ["slug"])
    .index("by_userId_and_isCurrent", ["userId", "isCurrent"]),

  /**
   * The sitemap's rows: one small document per published, searchable portfolio with a slug, kept
   * in step by the mutations that change any of those, so the sitemap never reads portfolio data.
   */
  sitemapEntries: defineTable({
    userId: v.id("users"),
    slug: v.string(),
    publishedAt: v.string(),
    /** The published languages, main first, when more than one (the sitemap's alternates). */
    languages: v.optional(v.array(v.string())),
  })
    .index("by_userId", ["userId"])
    .index("by_publishedAt", ["publishedAt"]),

  /** The spec's "saved template entry": templates a user has chosen. */
  userTemplates: defineTable({
    userId: v.id("users"),
    templateId: v.string(),
    name: v.string(),
    category: v.string(),
    price: v.number(),
    tags: v.array(v.string()),
    usedAt: v.number(),
  }).index("by_userId_and_templateId", ["userId", "templateId"]),

  /**
   * Where the sweep for never-confirmed uploads (files:sweepOrphans) got to: files created up to
   * `scannedThrough` (ms) were looked at. One row.
   */
  orphanSweeps: defineTable({
    scannedThrough: v.number(),
  }),

  /** Files a user uploaded and the server accepted; publishing checks ownership here. */
  uploads: defineTable({
    userId: v.id("users"),
    storageId: v.id("_storage"),
    contentType: v.string(),
    size: v.number(),
    createdAt: v.number(),
  })
    .index("by_storageId", ["storageId"])
    .index("by_userId", ["userId"]),

  /**
   * The WebP variants made from an accepted upload, one row per width. `imageId` is the storage id
   * the client got back (the key FormData and users.photoId keep); its original file is deleted
   * once the variants exist, so visitors only ever get these.
   */
  imageVariants: defineTable({
    imageId: v.id("_storage"),
    width: v.number(),
    height: v.number(),
    storageId: v.id("_storage"),
  })
    .index("by_imageId_and_width", ["imageId", "width"])
    .index("by_storageId", ["storageId"]),

  /**
   * No longer written: failed password checks live in the rate limiter now (lib/rateLimits.ts).
   * Kept until `credentials:purgeThrottles` has emptied it on every deployment, then removed.
   */
  signInThrottles: defineTable({
    key: v.string(),
    failures: v.number(),
    lastFailureAt: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_lastFailureAt", ["lastFailureAt"]),

  /** Browsers a user has signed in from: their own throttle bucket, so strangers cannot lock them out. */
  knownDevices: defineTable({
    userId: v.id("users"),
    /** SHA-256 of the random token the browser keeps. */
    tokenHash: v.string(),
    lastUsedAt: v.number(),
  })
    .index("by_tokenHash_and_userId", ["tokenHash", "userId"])
    .index("by_userId_and_lastUsedAt", ["userId", "lastUsedAt"]),

  /**
   * Every email address that started a free trial, as the SHA-256 of the normalised address
   * (lib/trials.ts): kept when the account is deleted, so signing up again gives no second trial.
   */
  usedTrials: defineTable({
    emailHash: v.string(),
    startedAt: v.number(),
  }).index("by_emailHash", ["emailHash"]),

  /** The payment processor's webhook events already applied (idempotency); the billing sweep forgets old ones. */
  processedEvents: defineTable({
    eventId: v.string(),
    receivedAt: v.number(),
  })
    .index("by_eventId", ["eventId"])
    .index("by_receivedAt", ["receivedAt"]),

  /** Deleted accounts, so their public link answers "gone" (410) rather than "not found". */
  deletedUsers: defineTable({
    userId: v.string(),
    deletedAt: v.number(),
  }).index("by_userId", ["userId"]),

  contactMessages: defineTable({
    name: v.string(),
    email: v.string(),
    phno: v.string(),
    message: v.string(),
    userId: v.union(v.id("users"), v.null()),
    createdAt: v.number(),
  })
    .index("by_email_and_createdAt", ["email", "createdAt"])
    .index("by_createdAt", ["createdAt"]),
});
