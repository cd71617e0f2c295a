/**
 * The drafts, files and publish backend as the builder sees it, on top of the shared fake
 * Convex client: the same rules as convex/drafts.ts (revision check, draft validation),
 * convex/portfolios.ts (publish validation, the first slug from the name) and convex/files.ts
 * (upload URL, confirm).
 */
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { emptyFormData, imageIdsOf, validateFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { slugPath, suggestSlug } from "../../../convex/model/slug";
import { canonicalJson } from "../../../convex/model/canonicalJson";
import { fakeConvex } from "../fakeConvex";
import { currentUser } from "../fakeAccount";

export type StoredDraft = { templateId: string; formData: PortfolioFormData; revision: number; updatedAt: number };

export const T0 = Date.UTC(2025, 5, 1, 9, 0);

export function formData(patch: Partial<PortfolioFormData> = {}): PortfolioFormData {
  return { ...emptyFormData(), ...patch };
}

/** The data without the list entries' ids (the builder gives old entries ids on load). */
export function withoutIds(data: PortfolioFormData): PortfolioFormData {
  const strip = <T extends { id?: string }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest as T);
  return { ...data, skills: strip(data.skills), experience: strip(data.experience), projects: strip(data.projects), education: strip(data.education) };
}

export function installDraftServer({
  draft = null,
  signedIn = true,
  plan = "free",
  uid = "user-1",
}: { draft?: StoredDraft | null; signedIn?: boolean; plan?: "free" | "pro" | "business"; uid?: string } = {}) {
  let current = draft;
  let clock = T0 + 60_000;
  const urlOf = (id: string) => `https://files.example/${id}`;
  // Like Convex, documents come back with their fields in sorted order, not the order written.
  const publishDraft = () =>
    fakeConvex.setQuery(
      api.drafts.get,
      signedIn && current
        ? {
            ...current,
            formData: JSON.parse(canonicalJson(current.formData)) as PortfolioFormData,
            images: Object.fromEntries(imageIdsOf(current.formData).map((id) => [id, { src: urlOf(id) }])),
            editedBy: null,
          }
        : null,
    );

  fakeConvex.setAuth({ isLoading: false, isAuthenticated: signedIn });
  fakeConvex.setQuery(api.users.current, signedIn ? currentUser({ uid: uid as Id<"users">, plan }) : null);
  publishDraft();

  fakeConvex.onCall(api.drafts.save, ({ templateId, formData, baseRevision }) => {
    const errors = validateFormData(formData, "draft");
    if (Object.keys(errors).length > 0)
      throw new ConvexError({ code: "validation/invalid", message: "Some fields are too long. Please shorten them.", fields: errors });
    const revision = current?.revision ?? 0;
    if (baseRevision !== revision) {
      throw new ConvexError({
        code: "portfolio/conflict",
        message: "This draft was changed on another device or tab.",
        revision,
        updatedAt: current?.updatedAt,
      });
    }
    current = { templateId, formData, revision: revision + 1, updatedAt: (clock += 1000) };
    publishDraft();
    return { revision: current.revision, updatedAt: current.updatedAt };
  });

  // publishDraft publishes the saved draft at the revision the builder saved or the preview shows.
  const published: { templateId: string; formData: PortfolioFormData }[] = [];
  const publishSaved = ({ revision }: { revision?: number }) => {
    if (!current) throw new ConvexError({ code: "portfolio/not-found", message: "There is no saved draft to publish." });
    if (revision !== undefined && revision !== current.revision) {
      throw new ConvexError({
        code: "portfolio/conflict",
        message: "Your draft was changed on another device or tab after this one saved it. Check it, then publish again.",
      });
    }
    const errors = validateFormData(current.formData, "publish");
    if (Object.keys(errors).length > 0) {
      throw new ConvexError({ code: "validation/invalid", message: "Please correct the highlighted fields before publishing.", fields: errors });
    }
    published.push({ templateId: current.templateId, formData: current.formData });
    return { path: slugPath(suggestSlug(current.formData.name)), publishedAt: new Date(clock).toISOString(), customDomain: null };
  };
  fakeConvex.onCall(api.portfolios.publishDraft, publishSaved);

  let uploads = 0;
  fakeConvex.onCall(api.files.generateUploadUrl, () => `https://files.example/upload/${++uploads}`);
  fakeConvex.onCall(api.files.confirmUpload, ({ storageId }) => ({ storageId, image: { src: urlOf(storageId) } }));

  return {
    get draft() {
      return current;
    },
    saves: () => fakeConvex.callsTo(api.drafts.save) as { templateId: string; formData: PortfolioFormData; baseRevision: number }[],
    /** Calls sending content to publish (portfolios.publish): the app publishes saved drafts instead. */
    publishes: () => fakeConvex.callsTo(api.portfolios.publish) as { templateId: string; formData: PortfolioFormData }[],
    /** What the builder and the preview published (portfolios.publishDraft: the saved draft). */
    draftPublishes: () => published,
    /** The server's publishDraft, for a test that holds it up. */
    publishSaved,
    /** Another device or tab saves a new version. */
    saveElsewhere(formData: PortfolioFormData, templateId = current?.templateId ?? "minimalist") {
      current = { templateId, formData, revision: (current?.revision ?? 0) + 1, updatedAt: (clock += 1000) };
      publishDraft();
    },
    urlOf,
    id: (name: string) => name as Id<"_storage">,
  };
}
