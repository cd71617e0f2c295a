import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { appError } from "../../../convex/model/errors";
import AccountPage from "../../../src/account/account.route";
import type { UploadOptions } from "../../../src/uploads/upload";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";
import { currentUser, dashboardData, publishedPortfolio, type CurrentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

// The builder helper owns the real uploader; here it reports progress and returns an id.
const upload = vi.hoisted(() => ({ impl: null as null | ((file: File, options?: UploadOptions) => Promise<unknown>) }));
vi.mock("../../../src/uploads/useImageUpload", () => ({
  useImageUpload: () => (file: File, options?: UploadOptions) => upload.impl!(file, options),
}));

type User = CurrentUser;
const ada = currentUser({
  displayName: "Ada Lovelace",
  name: "Ada Lovelace",
  phone: "+44 20 7946 0000",
  dob: "1990-12-10",
  gender: "female",
  address: "12 St James's Square, London",
});

const show = (user: User | null | undefined = ada) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.users.current, user);
  fakeConvex.setQuery(
    api.portfolios.dashboard,
    dashboardData({
      everPublished: true,
      published: publishedPortfolio({ name: "Ada", path: "/p/ada", slug: "ada" }),
      draft: { templateId: "creative", templateName: "Creative", updatedAt: Date.UTC(2025, 4, 2), name: "Ada", revision: 3 },
    }),
  );
  return renderWithProviders(<AccountPage />, { route: "/account" });
};

const form = () => within(screen.getByRole("region", { name: "Basic information" }));

describe("account", () => {
  it("says it is loading, then fills the form from the profile", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    renderWithProviders(<AccountPage />, { route: "/account" });
    expect(screen.getByText("Loading your account…")).toBeInTheDocument();
    fakeConvex.setQuery(api.users.current, ada);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue("Ada Lovelace");
    expect(form().getByLabelText(/^Email/)).toHaveValue("ada@example.com");
    expect(form().getByLabelText(/^Phone/)).toHaveValue("+44 20 7946 0000");
    expect(form().getByLabelText(/Date of birth/)).toHaveValue("1990-12-10");
    expect(form().getByLabelText(/Gender/)).toHaveValue("female");
    expect(form().getByLabelText(/Address/)).toHaveValue("12 St James's Square, London");
    expect(form().getByText("This is also the email you sign in with.")).toBeInTheDocument();
  });

  it("requires every field", async () => {
    const user = userEvent.setup();
    show({ ...ada, name: "", phone: "", dob: "", gender: "", address: "", email: "" });
    await user.click(form().getByRole("button", { name: "Update" }));
    for (const message of [
      "Name is required.",
      "Email is required.",
      "Phone is required.",
      "Date of birth is required.",
      "Gender is required.",
      "Address is required.",
    ]) {
      expect(form().getByText(message)).toBeInTheDocument();
    }
    expect(fakeConvex.callsTo(api.users.updateAccount)).toHaveLength(0);
  });

  it("checks formats too", async () => {
    const user = userEvent.setup();
    show();
    await user.clear(form().getByLabelText(/^Email/));
    await user.type(form().getByLabelText(/^Email/), "ada@");
    await user.clear(form().getByLabelText(/^Phone/));
    await user.type(form().getByLabelText(/^Phone/), "phone");
    await user.click(form().getByRole("button", { name: "Update" }));
    expect(form().getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(form().getByText("Use digits and + - ( ) only.")).toBeInTheDocument();
  });

  it("updates the information and says so", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.users.updateAccount, () => ({ pendingEmail: null }));
    show();
    await user.clear(form().getByLabelText(/^Name/));
    await user.type(form().getByLabelText(/^Name/), "Augusta Ada King");
    await user.selectOptions(form().getByLabelText(/Gender/), "other");
    await user.click(form().getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Information updated successfully!")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.users.updateAccount)).toEqual([
      {
        fields: {
          name: "Augusta Ada King",
          email: "ada@example.com",
          phone: "+44 20 7946 0000",
          dob: "1990-12-10",
          gender: "other",
          address: "12 St James's Square, London",
        },
      },
    ]);
  });

  it("shows the spec's failure text and the server's field errors", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.users.updateAccount, () => {
      throw appError("auth/email-already-in-use", "Another account already uses this email.", {
        fields: { email: "Another account already uses this email." },
      });
    });
    show();
    await user.click(form().getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Failed to update information.")).toBeInTheDocument();
    expect(form().getByText("Another account already uses this email.")).toBeInTheDocument();
    expect(form().getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
  });

  it("uploads and saves a picked photo at once, with a preview and progress (nothing waits for a button)", async () => {
    const user = userEvent.setup();
    let progress!: (fraction: number) => void;
    let finish!: () => void;
    upload.impl = (_file, options) =>
      new Promise((resolve) => {
        progress = options!.onProgress!;
        finish = () => resolve({ storageId: "kg2photo" as Id<"_storage">, image: { src: "https://files.example/photo.png" } });
      });
    fakeConvex.onCall(api.users.setPhoto, () => ({ src: "https://files.example/photo.png" }));
    show();
    const photo = within(screen.getByRole("region", { name: "Profile photo" }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // iPhone photos (HEIC) are offered too: the app converts them to JPEG before upload.
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,.heic,.heif");

    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    expect(await photo.findByRole("img", { name: "Preview of the new profile photo" })).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    expect(photo.getByText("Uploading me.png...")).toBeInTheDocument();
    expect(photo.getByRole("button", { name: "Choose another photo" })).toBeDisabled();
    progress(0.5);
    await waitFor(() => expect(photo.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "50"));
    finish();
    expect(await screen.findByText("Profile photo updated.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.users.setPhoto)).toEqual([{ storageId: "kg2photo" }]);
  });

  it("refuses files that are not images before uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    upload.impl = vi.fn();
    show();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["<svg/>"], "evil.svg", { type: "image/svg+xml" }));
    expect(within(screen.getByRole("region", { name: "Profile photo" })).getByRole("alert")).toHaveTextContent(
      "Only PNG, JPEG, WebP or GIF images can be uploaded.",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(upload.impl).not.toHaveBeenCalled();
  });

  it("shows the uploader's readable error", async () => {
    const user = userEvent.setup();
    upload.impl = () => Promise.reject(new Error("The upload failed. Check your connection and try again."));
    show();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["png"], "me.png", { type: "image/png" }));
    const photo = within(screen.getByRole("region", { name: "Profile photo" }));
    expect(await photo.findByRole("alert")).toHaveTextContent("The upload failed. Check your connection and try again.");
    expect(fakeConvex.callsTo(api.users.setPhoto)).toHaveLength(0);
    // The chosen photo stays, with a way to retry.
    upload.impl = () => Promise.resolve({ storageId: "kg2photo" as Id<"_storage">, url: "https://files.example/photo.png" });
    await user.click(photo.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Profile photo updated.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.users.setPhoto)).toEqual([{ storageId: "kg2photo" }]);
  });

  it("lists the published portfolio and the draft with links", () => {
    show();
    const list = within(screen.getByRole("region", { name: "Your Portfolios" }));
    expect(list.getByRole("link", { name: "Published portfolio (Modern)" })).toHaveAttribute("href", "/portfolio-builder/p/ada");
    expect(list.getByRole("link", { name: "Draft (Creative)" })).toHaveAttribute("href", "/builder/creative");
    expect(list.getByText("Published")).toBeInTheDocument();
    // The draft was saved after publishing.
    expect(list.getByText("Unpublished changes")).toBeInTheDocument();
    expect(list.getByText(/^Published on /)).toBeInTheDocument();
    expect(list.getByText(/^Last saved /)).toBeInTheDocument();
  });

  it("says when nothing is published", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.users.current, ada);
    fakeConvex.setQuery(
      api.portfolios.dashboard,
      dashboardData({
        displayName: "Ada",
        draft: { templateId: "creative", templateName: "Creative", updatedAt: Date.UTC(2025, 4, 2), name: "Ada", revision: 3 },
      }),
    );
    renderWithProviders(<AccountPage />, { route: "/account" });
    const list = within(screen.getByRole("region", { name: "Your Portfolios" }));
    expect(list.getByText("Not published")).toBeInTheDocument();
    expect(list.getByText("Draft")).toBeInTheDocument();
  });
});
