import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { PUBLISH_TEXTS } from "../../../src/publishing/usePublish";
import PreviewPage from "../../../src/publishing/preview.route";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt } from "../render";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import { formData, installDraftServer, T0, withoutIds } from "./draftServer";
import { FakeXhr } from "./fakeXhr";
import { formReady, renderBuilder } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const ada = formData({ name: "Ada Lovelace", role: "Engineer", skills: [{ name: "Analysis" }] });
const publicLink = () => `${window.location.origin}/portfolio-builder/p/ada-lovelace`;

let writeText: ReturnType<typeof vi.fn>;
let execCommand: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  execCommand = vi.fn(() => false);
  // jsdom has no execCommand; the clipboard fallback uses it.
  Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** userEvent installs its own clipboard stub; put the test's clipboard back after it. */
function setup(clipboard: unknown = { writeText }) {
  const user = userEvent.setup();
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
  return user;
}

function renderPreview(state?: unknown) {
  return renderPageAt("/preview", <PreviewPage />, { route: "/preview", state });
}

const toast = async (text: string) => (await screen.findByText(text)).closest(".mantine-Notification-root") as HTMLElement;

describe("preview page", () => {
  it("shows what the builder sent through navigation state", async () => {
    installDraftServer();
    renderPreview({ formData: { ...ada, image: "img-1" }, templateId: "creative", images: { "img-1": { src: "https://files.example/img-1" } } });
    expect(screen.getByRole("heading", { name: "Creative Template" })).toBeInTheDocument();
    const template = screen.getByTestId("template");
    expect(template).toHaveAttribute("data-template", "creative");
    expect(within(template).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(template).getByRole("img", { name: "Portfolio profile" })).toHaveAttribute("src", "https://files.example/img-1");
    expect(screen.getByRole("button", { name: "Publish Portfolio" })).toBeEnabled();
  });

  it("without navigation state, follows the saved draft live", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.drafts.get, undefined);
    renderPreview();
    expect(screen.getByText("Loading your draft…")).toBeInTheDocument();
    const server = installDraftServer({ draft: { templateId: "modern", revision: 1, updatedAt: T0, formData: ada } });
    expect(await screen.findByRole("heading", { name: "Modern Template" })).toBeInTheDocument();
    expect(screen.getByTestId("template")).toHaveTextContent("Ada Lovelace");
    server.saveElsewhere({ ...ada, name: "Ada King" });
    await waitFor(() => expect(screen.getByTestId("template")).toHaveTextContent("Ada King"));
  });

  it("says when there is nothing to preview", async () => {
    installDraftServer();
    renderPreview();
    expect(await screen.findByText("Nothing to preview yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a template" })).toHaveAttribute("href", "/templates");
  });
});

describe("publishing from the preview", () => {
  const saved = (formData = ada, revision = 1) => ({ draft: { templateId: "minimalist", revision, updatedAt: T0, formData } });

  it("publishes the saved draft at the revision shown, copies the public link and goes to the dashboard", async () => {
    const server = installDraftServer(saved(ada, 4));
    let finish: () => void = () => {};
    fakeConvex.onCall(api.portfolios.publishDraft, (args) => new Promise((resolve) => (finish = () => resolve(server.publishSaved(args)))));
    const user = setup();
    renderPreview({ formData: ada, templateId: "minimalist", revision: 4 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    expect(await screen.findByRole("button", { name: "Publishing…" })).toBeDisabled();
    finish();
    await toast("Portfolio published and link copied to clipboard!");
    expect(writeText).toHaveBeenCalledWith(publicLink());
    // Publishing names the revision; the content is not sent again.
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{ revision: 4 }]);
    expect(server.draftPublishes()).toEqual([{ templateId: "minimalist", formData: ada }]);
    expect(server.publishes()).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
  });

  it("asks first when the content is still the sample's, naming what: Keep editing publishes nothing, Publish anyway does", async () => {
    const sample = {
      ...ada,
      name: sampleFormData.name,
      contact: { ...ada.contact, email: sampleFormData.contact.email },
      socialLinks: { ...ada.socialLinks, github: sampleFormData.socialLinks.github },
    };
    const server = installDraftServer(saved(sample, 2));
    const user = setup();
    renderPreview({ formData: sample, templateId: "minimalist", revision: 2 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    let dialog = await screen.findByRole("dialog", { name: "Publish the sample's details?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Name: Nadia Okafor", "Email: hello@nadia-okafor.example", "Link: github.com"]);
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([]);
    expect(screen.getByRole("button", { name: "Publish Portfolio" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    dialog = await screen.findByRole("dialog", { name: "Publish the sample's details?" });
    await user.click(within(dialog).getByRole("button", { name: "Publish anyway" }));
    await toast("Portfolio published and link copied to clipboard!");
    expect(server.draftPublishes()).toEqual([{ templateId: "minimalist", formData: sample }]);
  });

  it("without navigation state, publishes the draft it follows at its current revision", async () => {
    const server = installDraftServer(saved(ada, 2));
    const user = setup();
    renderPreview();
    expect(await screen.findByRole("heading", { name: "Minimalist Template" })).toBeInTheDocument();
    server.saveElsewhere({ ...ada, name: "Ada King" });
    await waitFor(() => expect(screen.getByTestId("template")).toHaveTextContent("Ada King"));
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    await toast("Portfolio published and link copied to clipboard!");
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{ revision: 3 }]);
    expect(server.draftPublishes()).toEqual([{ templateId: "minimalist", formData: { ...ada, name: "Ada King" } }]);
  });

  it("publishes nothing and says so when the draft changed elsewhere after the preview was made", async () => {
    const server = installDraftServer(saved(ada, 1));
    const user = setup();
    renderPreview({ formData: ada, templateId: "minimalist", revision: 1 });
    server.saveElsewhere({ ...ada, role: "Countess" });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    const failure = await toast("Failed to publish portfolio.");
    expect(within(failure).getByText(PUBLISH_TEXTS.moved)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{ revision: 1 }]);
    expect(server.draftPublishes()).toHaveLength(0);
    expect(screen.getByTestId("location")).toHaveTextContent("/preview");
    expect(screen.getByRole("button", { name: "Publish Portfolio" })).toBeEnabled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("publishes nothing when what it shows was never saved", async () => {
    const server = installDraftServer(saved(ada, 1));
    const user = setup();
    renderPreview({ formData: { ...ada, role: "Unsaved" }, templateId: "minimalist", revision: null });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    const failure = await toast("Failed to publish portfolio.");
    expect(within(failure).getByText(PUBLISH_TEXTS.unsaved)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toHaveLength(0);
    expect(server.draftPublishes()).toHaveLength(0);
    expect(screen.getByTestId("location")).toHaveTextContent("/preview");
  });

  it("warns when the link cannot be copied, and still goes to the dashboard", async () => {
    installDraftServer(saved());
    const user = setup({ writeText: vi.fn(async () => Promise.reject(new Error("denied"))) });
    renderPreview({ formData: ada, templateId: "minimalist", revision: 1 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    expect(await toast("Failed to copy the portfolio URL to clipboard.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
  });

  it("copies through the fallback when the Clipboard API is missing", async () => {
    installDraftServer(saved());
    const user = setup(null);
    execCommand.mockReturnValue(true);
    renderPreview({ formData: ada, templateId: "minimalist", revision: 1 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    await toast("Portfolio published and link copied to clipboard!");
    expect(execCommand).toHaveBeenCalledWith("copy");
  });

  it("explains a server failure and stays", async () => {
    installDraftServer({ draft: { templateId: "bold", revision: 1, updatedAt: T0, formData: ada } });
    fakeConvex.onCall(api.portfolios.publishDraft, () => {
      throw new ConvexError({ code: "template/premium", message: "This is a premium template. Please upgrade to use it." });
    });
    const user = setup();
    renderPreview({ formData: ada, templateId: "bold", revision: 1 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    const failure = await toast("Failed to publish portfolio.");
    expect(within(failure).getByText("This is a premium template. Please upgrade to use it.")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/preview");
    expect(screen.getByRole("button", { name: "Publish Portfolio" })).toBeEnabled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("asks signed-out people to log in", async () => {
    installDraftServer({ signedIn: false });
    const user = setup();
    renderPreview({ formData: ada, templateId: "minimalist", revision: 1 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    expect(await screen.findByText("Please log in to publish.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toHaveLength(0);
  });

  it("sends content that cannot be published back to the builder to fix", async () => {
    installDraftServer({ draft: { templateId: "creative", revision: 1, updatedAt: T0, formData: { ...ada, name: "" } } });
    const user = setup();
    renderPreview({ formData: { ...ada, name: "" }, templateId: "creative", revision: 1 });
    await user.click(screen.getByRole("button", { name: "Publish Portfolio" }));
    await toast("Failed to publish portfolio.");
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toHaveLength(0);
    // The toast comes first, the way back to the builder right after it (a moment later on a busy machine).
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/builder/creative"));
    expect(screen.getByTestId("location")).toHaveAttribute("data-state", JSON.stringify({ showErrors: "publish" }));
  });
});

describe("publishing from the builder", () => {
  it("waits for uploads, saves the draft, publishes and copies the link", async () => {
    FakeXhr.install();
    FakeXhr.responses = [503];
    const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: ada } });
    const user = setup();
    renderBuilder();
    await formReady();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([0x89, 0x50])], "me.png", { type: "image/png" }),
    );
    await user.type(screen.getByLabelText("Role"), "!");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await toast("Portfolio published and link copied to clipboard!");
    // The upload retried once (503), and the saved draft (with the image) is what was published,
    // sent once: publishing names the revision, not the content.
    expect(withoutIds(server.draft!.formData)).toEqual({ ...ada, role: "Engineer!", image: "stored-2" });
    expect(server.draftPublishes()).toEqual([{ templateId: "minimalist", formData: server.draft!.formData }]);
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{ revision: server.draft!.revision }]);
    expect(server.publishes()).toHaveLength(0);
    expect(writeText).toHaveBeenCalledWith(publicLink());
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
    expect(screen.queryByText("Leave without saving?")).not.toBeInTheDocument();
  });

  it("asks first when the form still holds the sample's name, and publishes nothing on Keep editing", async () => {
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: { ...ada, name: sampleFormData.name } } });
    const user = setup();
    renderBuilder();
    await formReady();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the sample's details?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Name: Nadia Okafor"]);
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([]);
    expect(screen.getByTestId("location")).toHaveTextContent("/builder");
  });

  it("offline, opens the preview of the unsaved form without a revision, so it cannot be published from there", async () => {
    const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: ada } });
    const user = setup();
    renderBuilder();
    await formReady();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    await user.type(screen.getByLabelText("Role"), "!");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    // The builder asks first; going on shows the unsaved form.
    await user.click(await screen.findByRole("button", { name: "Leave anyway" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/preview"));
    const state = JSON.parse(screen.getByTestId("location").getAttribute("data-state")!);
    expect(state).toMatchObject({ templateId: "minimalist", revision: null, formData: { role: "Engineer!" } });
    expect(server.saves()).toHaveLength(0);
  });

  it("opens the preview with the form data, template, image URLs and the saved revision", async () => {
    const server = installDraftServer({ draft: { templateId: "creative", revision: 1, updatedAt: T0, formData: { ...ada, image: "img-9" as never } } });
    const user = setup();
    renderBuilder("modern");
    await formReady();
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/preview"));
    const state = JSON.parse(screen.getByTestId("location").getAttribute("data-state")!);
    // The template change was saved first; the preview names that revision for publishing.
    expect(server.draft).toMatchObject({ templateId: "modern", revision: 2 });
    expect({ ...state, formData: withoutIds(state.formData) }).toEqual({
      formData: { ...ada, image: "img-9" },
      templateId: "modern",
      images: { "img-9": { src: "https://files.example/img-9" } },
      revision: 2,
    });
  });
});
