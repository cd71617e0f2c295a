import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formData, installDraftServer, T0 } from "./draftServer";
import { FakeXhr } from "./fakeXhr";
import { formReady, renderBuilder } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const png = (name = "me.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
/** The single-image inputs (profile, project covers); a project's gallery picks several. */
const fileInputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]:not([multiple])'));

let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  FakeXhr.install();
  created = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    const url = `blob:http://localhost/picked-${++n}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url: string) => void revoked.push(url));
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

async function open(draft = formData({ name: "Ada" })) {
  const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: draft } });
  // "All files" in the picker: the page itself must refuse what is not an image.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderBuilder();
  await formReady();
  return { server, user, view };
}

describe("profile image", () => {
  it("shows a picked image at once, with upload progress", async () => {
    const { user } = await open();
    FakeXhr.responses = ["hang"];
    await user.upload(fileInputs()[0], png());
    expect(screen.getByRole("img", { name: "Profile image preview" })).toHaveAttribute("src", created[0]);
    expect(screen.getByRole("progressbar", { name: "Uploading profile image" })).toBeInTheDocument();
    expect(screen.getByText("Uploading… 0%")).toBeInTheDocument();
    expect(FakeXhr.sent[0].contentType).toBe("image/png");
  });

  it("stores the uploaded id, keeps showing the local copy, and revokes it when replaced, removed or left", async () => {
    const { server, user, view } = await open();
    await user.upload(fileInputs()[0], png());
    await waitFor(() => expect(server.draft?.formData.image).toBe("stored-1"));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Profile image preview" })).toHaveAttribute("src", created[0]);

    await user.upload(fileInputs()[0], png("other.png"));
    expect(revoked).toEqual([created[0]]);
    await waitFor(() => expect(server.draft?.formData.image).toBe("stored-2"));

    await user.click(screen.getByRole("button", { name: "Remove profile image" }));
    expect(revoked).toEqual([created[0], created[1]]);
    await waitFor(() => expect(server.draft?.formData.image).toBeNull());

    await user.upload(fileInputs()[0], png("third.png"));
    view.unmount();
    expect(revoked).toContain(created[2]);
  });

  it("refuses files that are not images before uploading", async () => {
    const { user } = await open();
    await user.upload(fileInputs()[0], new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    expect(FakeXhr.sent).toHaveLength(0);
    expect(created).toHaveLength(0);
  });

  it("explains a refused upload and lets the person try again", async () => {
    const { server, user } = await open();
    FakeXhr.responses = [403];
    await user.upload(fileInputs()[0], png());
    expect(await screen.findByText("You are not allowed to upload this image.")).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(server.draft?.formData.image).toBe("stored-2"));
    expect(screen.queryByText("You are not allowed to upload this image.")).not.toBeInTheDocument();
  });

  it("retries a temporary server failure by itself", async () => {
    const { server, user } = await open();
    FakeXhr.responses = [503];
    await user.upload(fileInputs()[0], png());
    await waitFor(() => expect(server.draft?.formData.image).toBe("stored-2"), { timeout: 6000 });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("shows the saved image through the draft's URL", async () => {
    await open(formData({ name: "Ada", image: "kept-1" as never }));
    expect(screen.getByRole("img", { name: "Profile image preview" })).toHaveAttribute("src", "https://files.example/kept-1");
  });
});

describe("project images", () => {
  it("follow their project when it moves", async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    await user.click(screen.getByRole("button", { name: "Add project" }));
    FakeXhr.responses = ["hang"];
    await user.upload(fileInputs()[1], png());
    expect(screen.getByRole("img", { name: "Project 2 image preview" })).toHaveAttribute("src", created[0]);
    await user.click(screen.getByRole("button", { name: "Move project 2 up" }));
    expect(screen.getByRole("img", { name: "Project 1 image preview" })).toHaveAttribute("src", created[0]);
    expect(screen.queryByRole("img", { name: "Project 2 image preview" })).not.toBeInTheDocument();
  });

  it("are saved on the right project after an upload finishes", async () => {
    const { server, user } = await open();
    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    await user.click(screen.getByRole("button", { name: "Add project" }));
    await user.type(screen.getAllByLabelText("Project title")[1], "Second");
    await user.upload(fileInputs()[1], png());
    await waitFor(() =>
      expect(server.draft?.formData.projects.map((p) => [p.title, p.project_image])).toEqual([
        ["", null],
        ["Second", "stored-1"],
      ]),
    );
  });

  it("are released when their project is removed", async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    FakeXhr.responses = ["hang"];
    await user.upload(fileInputs()[0], png());
    await user.click(screen.getByRole("button", { name: "Remove project 1" }));
    expect(revoked).toEqual([created[0]]);
  });
});
