import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { fakeConvex } from "../fakeConvex";
import { formData, installDraftServer, T0 } from "./draftServer";
import { BACKUP_DELAY_MS } from "../../../src/builder/session/draftBackup";
import { formReady, renderBuilder } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const status = () => screen.getByTestId("save-status");
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const savedAt = (at: number) => `Saved ${new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}`;
const ada = () => ({ templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) });

/**
 * Renders with real timers until the form is ready, then freezes time for exact debounce checks.
 * Under fake timers, input goes through fireEvent (Testing Library's async helpers wait on real
 * timers under Vitest).
 */
async function openBuilder(templateId = "minimalist") {
  renderBuilder(templateId);
  await formReady();
  vi.useFakeTimers();
  return {
    type: (element: HTMLElement, text: string) => fireEvent.change(element, { target: { value: (element as HTMLInputElement).value + text } }),
    click: (element: HTMLElement) => fireEvent.click(element),
  };
}

describe("autosave", () => {
  it("saves once, about 1 s after typing stops, from the loaded revision", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = await openBuilder();
    expect(status()).toHaveTextContent(savedAt(T0));

    user.type(screen.getByLabelText(/Full name/), " L");
    expect(status()).toHaveTextContent("Unsaved changes");
    await advance(900);
    expect(server.saves()).toHaveLength(0);
    user.type(screen.getByLabelText(/Full name/), "o");
    await advance(900);
    expect(server.saves()).toHaveLength(0);
    await advance(100);
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]).toMatchObject({ templateId: "minimalist", baseRevision: 1, formData: { name: "Ada Lo" } });
    expect(status()).toHaveTextContent(savedAt(server.draft!.updatedAt));

    // The next save starts from the revision the server returned.
    user.type(screen.getByLabelText(/Full name/), "v");
    await advance(1000);
    expect(server.saves()[1]).toMatchObject({ baseRevision: 2, formData: { name: "Ada Lov" } });
  });

  it("saves nothing when nothing changed, though the server orders fields its own way", async () => {
    const server = installDraftServer({ draft: { ...ada(), formData: formData({ name: "Ada", skills: [{ percentage: 90, name: "Maths" }] }) } });
    await openBuilder();
    await advance(5000);
    expect(server.saves()).toHaveLength(0);
    expect(status()).toHaveTextContent(savedAt(T0));
  });

  it("says Saving… while the server works", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = await openBuilder();
    let finish: () => void = () => {};
    fakeConvex.onCall(api.drafts.save, () => new Promise((resolve) => (finish = () => resolve({ revision: 2, updatedAt: T0 + 5000 }))));
    user.type(screen.getByLabelText("Role"), "Engineer");
    await advance(1000);
    expect(status()).toHaveTextContent("Saving…");
    await act(async () => finish());
    expect(status()).toHaveTextContent(savedAt(T0 + 5000));
    expect(server.saves()).toHaveLength(1);
  });

  it("waits while offline and saves when reconnected", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = await openBuilder();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(status()).toHaveTextContent("Offline — will save when reconnected");
    user.type(screen.getByLabelText("Role"), "Engineer");
    await advance(5000);
    expect(server.saves()).toHaveLength(0);
    expect(status()).toHaveTextContent("Offline — will save when reconnected");

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(status()).toHaveTextContent("Unsaved changes");
    await advance(1000);
    expect(server.saves()).toHaveLength(1);
    expect(server.draft?.formData.role).toBe("Engineer");
  });

  it("reports a failed save once and does not hammer the server", async () => {
    installDraftServer({ draft: ada() });
    const user = await openBuilder();
    fakeConvex.onCall(api.drafts.save, () => {
      throw new ConvexError({ code: "auth/forbidden", message: "You cannot save this draft." });
    });
    user.type(screen.getByLabelText("Role"), "X");
    await advance(5000);
    expect(fakeConvex.callsTo(api.drafts.save)).toHaveLength(1);
    expect(status()).toHaveTextContent("Not saved: You cannot save this draft.");

    user.click(screen.getByRole("button", { name: "Save" }));
    await advance(0);
    const toast = screen.getByText("Failed to save portfolio.").closest(".mantine-Notification-root") as HTMLElement;
    expect(within(toast).getByText("You cannot save this draft.")).toBeInTheDocument();
  });

  it("confirms a manual save", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = await openBuilder();
    user.type(screen.getByLabelText("Role"), "Engineer");
    user.click(screen.getByRole("button", { name: "Save" }));
    await advance(0);
    expect(screen.getByText("Portfolio saved successfully!")).toBeInTheDocument();
    expect(server.saves()).toHaveLength(1);
    await advance(3000);
    expect(server.saves()).toHaveLength(1);
  });

  it("asks signed-out people to log in, and never saves", async () => {
    const server = installDraftServer({ signedIn: false });
    const user = await openBuilder();
    expect(status()).toHaveTextContent("Log in to save your work");
    user.type(screen.getByLabelText(/Full name/), "Ada");
    await advance(3000);
    user.click(screen.getByRole("button", { name: "Save" }));
    await advance(0);
    expect(screen.getByText("Please log in to save your data.")).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });

  it("keeps the draft's content and switches to the template in the address", async () => {
    const server = installDraftServer({ draft: { ...ada(), templateId: "creative" } });
    renderBuilder("minimalist");
    await formReady();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Ada");
    await waitFor(() => expect(server.saves()).toEqual([{ templateId: "minimalist", formData: ada().formData, baseRevision: 1 }]));
  });

  it("shows a premium template read-only on a free plan, saves nothing, and says why", async () => {
    const server = installDraftServer({ draft: ada(), plan: "free" });
    renderBuilder("bold");
    await screen.findByRole("region", { name: "Live preview" });
    vi.useFakeTimers();
    expect(screen.getByText("Premium template")).toBeInTheDocument();
    expect(screen.getByText(/read-only preview of it with your draft/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Role")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Live preview" })).toBeInTheDocument();
    await advance(3000);
    expect(server.saves()).toHaveLength(0);
    expect(status()).toHaveTextContent("This is a premium template. Please upgrade to use it.");
  });
});

describe("leaving", () => {
  it("asks before leaving with unsaved changes", async () => {
    installDraftServer({ draft: ada() });
    // Saves never finish here, so the edit stays unsaved however slowly the test runs (on a busy
    // machine the autosave could otherwise land between the two attempts to leave).
    fakeConvex.onCall(api.drafts.save, () => new Promise<never>(() => {}));
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.type(screen.getByLabelText("Role"), "Engineer");

    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("link", { name: "Change template" }));
    expect(await screen.findByText("Leave without saving?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/builder/minimalist");
    expect(screen.getByLabelText("Role")).toHaveValue("Engineer");

    await user.click(screen.getByRole("link", { name: "Change template" }));
    await user.click(await screen.findByRole("button", { name: "Leave anyway" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/templates"));
  });

  it("lets people leave freely once everything is saved", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.type(screen.getByLabelText("Role"), "Engineer");
    await waitFor(() => expect(server.draft?.formData.role).toBe("Engineer"));
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole("link", { name: "Change template" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/templates"));
    expect(screen.queryByText("Leave without saving?")).not.toBeInTheDocument();
  });
});

describe("local copy of unsaved edits", () => {
  it("restores edits kept in this browser when the draft has not moved on", async () => {
    localStorage.setItem(
      "portfolio-builder:unsaved-draft:user-1",
      JSON.stringify({ templateId: "minimalist", baseRevision: 1, savedAt: T0, formData: formData({ name: "Ada", role: "Typed before the crash" }) }),
    );
    const server = installDraftServer({ draft: ada() });
    renderBuilder();
    await formReady();
    expect(screen.getByLabelText("Role")).toHaveValue("Typed before the crash");
    expect(screen.getByText("Restored changes from this browser that were not saved yet.")).toBeInTheDocument();
    await waitFor(() => expect(server.draft?.formData.role).toBe("Typed before the crash"));
    await waitFor(() => expect(localStorage.getItem("portfolio-builder:unsaved-draft:user-1")).toBeNull());
  });

  it("keeps unsaved edits in this browser until they are saved", async () => {
    installDraftServer({ draft: ada() });
    const user = await openBuilder();
    user.type(screen.getByLabelText("Role"), "Pilot");
    // Written once typing pauses (not on every keystroke), well before the autosave.
    await advance(BACKUP_DELAY_MS);
    const kept = JSON.parse(localStorage.getItem("portfolio-builder:unsaved-draft:user-1") ?? "null");
    expect(kept).toMatchObject({ baseRevision: 1, formData: { role: "Pilot" } });
    await advance(1000 - BACKUP_DELAY_MS);
    expect(localStorage.getItem("portfolio-builder:unsaved-draft:user-1")).toBeNull();
  });
});
