import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unzipSync, strFromU8 } from "fflate";
import { bytesOf } from "../blobBytes";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { emptyFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { toJsonResume } from "../../../convex/model/jsonResumeExport";
import { YourData } from "../../../src/account/YourData";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import type { ExportData } from "../../../src/account/data/dataZip";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const photo = "kg2photo" as Id<"_storage">;
const draftData: PortfolioFormData = { ...emptyFormData(), name: "Ada Lovelace", role: "Analyst", image: photo, skills: [{ name: "Maths" }] };
const exportData: ExportData = {
  exportedAt: Date.UTC(2026, 0, 5),
  account: {
    id: "u1" as Id<"users">,
    email: "ada@example.com",
    name: "Ada",
    phone: "",
    dob: "",
    gender: "",
    address: "",
    plan: "free",
    photo,
    customDomains: [],
    resumeSettings: null,
  },
  draft: { templateId: "modern", formData: draftData, revision: 7, updatedAt: Date.UTC(2026, 0, 4) },
  published: {
    isPublished: true,
    templateId: "modern",
    formData: { ...draftData, role: "Poet" },
    publishedAt: "2026-01-03T00:00:00.000Z",
    slug: "ada",
    hiddenFromSearch: false,
  },
  images: [
    {
      imageId: photo,
      variants: [
        { width: 320, height: 320, url: "https://files.example/p320" },
        { width: 640, height: 640, url: "https://files.example/p640" },
      ],
    },
  ],
  imagesTruncated: false,
  views: { total: 12, days: [{ day: "2026-01-04", views: 5 }], referrers: [{ domain: "github.com", views: 3 }] },
};
const history = [
  { publishedAt: Date.UTC(2026, 0, 3), templateId: "modern", formData: { ...draftData, role: "Poet" } },
  { publishedAt: Date.UTC(2026, 0, 1), templateId: "creative", formData: draftData },
];
const messages = [
  { name: "Grace Hopper", email: "grace@example.com", message: "Loved the notes.", receivedAt: "2026-01-02T10:00:00.000Z", read: true },
  { name: "Charles Babbage", email: "charles@example.com", message: "About the engine…", receivedAt: "2026-01-04T08:00:00.000Z", read: false },
];

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => ((lastBlob = blob as Blob), "blob:test"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(new TextEncoder().encode(`bytes of ${url}`))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.dataExport.get, exportData);
  // One message per page, so the zip must follow the cursor to the end.
  fakeConvex.setQuery(api.dataExport.messages, ({ paginationOpts: { cursor } }) => {
    const index = cursor === null ? 0 : Number(cursor);
    return { page: messages.slice(index, index + 1), isDone: index + 1 >= messages.length, continueCursor: String(index + 1) };
  });
  // Versions too: one a page.
  fakeConvex.setQuery(api.dataExport.history, ({ paginationOpts: { cursor } }) => {
    const index = cursor === null ? 0 : Number(cursor);
    return { page: history.slice(index, index + 1), isDone: index + 1 >= history.length, continueCursor: String(index + 1) };
  });
  fakeConvex.setQuery(api.drafts.get, { templateId: "modern", formData: draftData, revision: 7, updatedAt: 1, images: {}, editedBy: null });
  return renderWithProviders(<YourData />, { route: "/account" });
};
const textOf = async (blob: Blob) => new TextDecoder().decode(await bytesOf(blob));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jsonFile = (content: string, name = "resume.json") => new File([content], name, { type: "application/json" });

describe("your data: export", () => {
  it("Download my data gives a zip of account, draft, published page, history, views, messages, images and a JSON Resume", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^portfolio-builder-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(await bytesOf(saved[0].blob));
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "account.json",
      "draft.json",
      "history/2026-01-01T00-00-00Z.json",
      "history/2026-01-03T00-00-00Z.json",
      `images/${photo}/320w.webp`,
      `images/${photo}/640w.webp`,
      "messages.json",
      "published.json",
      "resume.json",
      "views.json",
    ]);
    expect(JSON.parse(strFromU8(files["views.json"]))).toEqual(exportData.views);
    expect(JSON.parse(strFromU8(files["messages.json"]))).toEqual(messages);
    expect(strFromU8(files["README.txt"])).toContain("messages.json   messages visitors sent");
    expect(JSON.parse(strFromU8(files["account.json"]))).toMatchObject({ email: "ada@example.com" });
    expect(JSON.parse(strFromU8(files["draft.json"]))).toMatchObject({ revision: 7, formData: { role: "Analyst" } });
    expect(JSON.parse(strFromU8(files["history/2026-01-01T00-00-00Z.json"]))).toMatchObject({ templateId: "creative" });
    expect(strFromU8(files[`images/${photo}/640w.webp`])).toBe("bytes of https://files.example/p640");
    // The JSON Resume names the photo's largest variant.
    expect(JSON.parse(strFromU8(files["resume.json"]))).toMatchObject({
      basics: { name: "Ada Lovelace", label: "Analyst", image: "https://files.example/p640" },
    });
  });

  it("an image that cannot be fetched is named in the README, the rest still downloads", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (url.endsWith("p320") ? new Response("", { status: 503 }) : new Response("ok"))),
    );
    show();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const files = unzipSync(await bytesOf(saved[0].blob));
    expect(Object.keys(files)).toContain(`images/${photo}/640w.webp`);
    expect(strFromU8(files["README.txt"])).toContain(`Could not be fetched (try again later):\nimages/${photo}/320w.webp`);
  });

  it("Export as JSON Resume downloads the draft as resume.json", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole("button", { name: "Export as JSON Resume" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe("resume.json");
    expect(JSON.parse(await textOf(saved[0].blob))).toMatchObject({
      basics: { name: "Ada Lovelace" },
      skills: [{ name: "Maths" }],
      meta: { version: "v1.0.0" },
    });
  });
});

describe("your data: import", () => {
  const incoming = toJsonResume({
    ...draftData,
    image: null,
    role: "Engineer",
    about: "New about",
    experience: [{ title: "Analyst", company: "Engine", duration: "1842", description: "" }],
  });

  it("previews what will be filled and replaced, then imports into the draft at the revision shown", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.drafts.importJsonResume, async () => ({ revision: 8, updatedAt: 1, notes: [] }));
    show();
    await user.upload(fileInput(), jsonFile(JSON.stringify(incoming)));
    const dialog = await screen.findByRole("dialog", { name: "Import this résumé into your draft?" });
    const lines = within(within(dialog).getByRole("list", { name: "What the import changes" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Name, role, bio and about will be replaced (role, about changed)",
      "Experience will be filled (1 entry added or edited)",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await screen.findByText(/Imported into your draft/)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.drafts.importJsonResume)).toEqual([{ json: JSON.stringify(incoming), baseRevision: 7 }]);
  });

  it("says the preview's changes in the app's language (French)", async () => {
    await switchAppLanguage("fr");
    try {
      const user = userEvent.setup();
      show();
      await user.upload(fileInput(), jsonFile(JSON.stringify(incoming)));
      const dialog = await screen.findByRole("dialog");
      const lines = within(dialog)
        .getAllByRole("listitem")
        .map((line) => line.textContent);
      expect(lines).toContain("Nom, rôle, bio et présentation sera remplacé (modifications\u00a0: rôle et présentation)");
      expect(lines).toContain("Expérience sera rempli (1 entrée ajoutée ou modifiée)");
    } finally {
      await switchAppLanguage("en");
    }
  });

  it("cancelling imports nothing", async () => {
    const user = userEvent.setup();
    show();
    await user.upload(fileInput(), jsonFile(JSON.stringify(incoming)));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(fakeConvex.callsTo(api.drafts.importJsonResume)).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{oops", /The file is not valid JSON/],
    ["the wrong shape", JSON.stringify({ basics: { name: 5 } }), /basics\.name must be text\./],
    ["against the schema", JSON.stringify({ basics: { name: "Ada", email: "not an email" } }), /basics\.email must be an email address\./],
    ["too big", `{"basics":{"name":"${"x".repeat(1024 * 1024)}"}}`, /The file is larger than 1 MB\./],
  ])("a file %s lists its problems and changes nothing", async (_label, content, problem) => {
    const user = userEvent.setup();
    show();
    await user.upload(fileInput(), jsonFile(content));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This file cannot be imported");
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveTextContent("Nothing was changed.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fakeConvex.callsTo(api.drafts.importJsonResume)).toHaveLength(0);
  });

  it("the server's refusal is listed the same way", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.drafts.importJsonResume, () => {
      throw new ConvexError({
        code: "validation/invalid",
        message: "This file cannot be imported.",
        problems: ["work[0].title: Must be at most 120 characters."],
      });
    });
    show();
    await user.upload(fileInput(), jsonFile(JSON.stringify(incoming)));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("work[0].title: Must be at most 120 characters.");
  });
});

describe("your data: LinkedIn import", () => {
  it("reads the export's CSV files, previews like a JSON Resume import, then sends the files read", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.drafts.importLinkedIn, async () => ({ revision: 8, updatedAt: 1, notes: [] }));
    show();
    const linkedIn = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    expect(linkedIn).toHaveAttribute("multiple");
    const profile = '\uFEFFFirst Name,Last Name,Headline,Summary\nAda,Lovelace,Analyst,"Notes, and more"\n';
    const skills = "Name\nMaths\nPoetry\n";
    await user.upload(linkedIn, [
      new File([profile], "Profile.csv", { type: "text/csv" }),
      new File([skills], "Skills.csv", { type: "text/csv" }),
      new File(["x"], "messages.csv"),
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Import this résumé into your draft?" });
    expect(within(dialog).getByText("From 3 CSV files:")).toBeInTheDocument();
    const lines = within(within(dialog).getByRole("list", { name: "What the import changes" })).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Name, role, bio and about will be replaced (about changed)",
      "Skills will be replaced (1 entry added or edited)",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await screen.findByText(/Imported into your draft/)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.drafts.importLinkedIn)).toEqual([
      {
        files: [
          { name: "Profile.csv", text: profile.replace(/^\uFEFF/, "") },
          { name: "Skills.csv", text: skills },
        ],
        baseRevision: 7,
      },
    ]);
  });
});
