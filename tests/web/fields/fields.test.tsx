import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Id } from "../../../convex/_generated/dataModel";
import { LIMITS } from "../../../convex/model/limits";
import { emptyLinks, type Links } from "../../../convex/model/links";
import type { SectionLayout } from "../../../convex/model/sectionLayout";
import { GalleryField, type GalleryImage } from "../../../src/builder/fields/GalleryField";
import { LinksField } from "../../../src/builder/fields/LinksField";
import { MARKDOWN_HELP } from "../../../src/builder/fields/MarkdownHelp";
import { SectionOrderField } from "../../../src/builder/fields/SectionOrderField";
import type { UploadImage, UploadResult } from "../../../src/uploads/upload";
import { renderWithProviders } from "../render";

/** Renders a field with its value held in state, as the builder will; `changes` records every onChange. */
function controlled<T>(initial: T, field: (value: T, onChange: (next: T) => void) => React.ReactElement) {
  const changes: T[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return field(value, (next) => {
      changes.push(next);
      setValue(next);
    });
  }
  renderWithProviders(<Host />);
  return changes;
}

describe("SectionOrderField", () => {
  const order = () =>
    within(screen.getByRole("group", { name: "Sections on your page" }))
      .getAllByRole("switch")
      .map((s) => (s as HTMLInputElement).labels![0]!.textContent);

  it("shows every section (an old draft has no layout), hides one with its switch, and moves by keyboard", async () => {
    const user = userEvent.setup();
    const changes = controlled<SectionLayout | undefined>(undefined, (value, onChange) => <SectionOrderField value={value} onChange={onChange} />);
    expect(order()).toEqual(["About", "Experience", "Skills", "Education", "Projects", "Contact"]);
    expect(screen.getByRole("switch", { name: "Skills" })).toBeChecked();

    await user.click(screen.getByRole("switch", { name: "Skills" }));
    expect(screen.getByRole("switch", { name: "Skills" })).not.toBeChecked();
    expect(changes.at(-1)!.find((s) => s.id === "skills")).toEqual({ id: "skills", visible: false });

    // Keyboard: focus "Move Projects up", press Enter twice; focus stays on the button that moved.
    screen.getByRole("button", { name: "Move Projects up" }).focus();
    await user.keyboard("{Enter}{Enter}");
    expect(order()).toEqual(["About", "Experience", "Projects", "Skills", "Education", "Contact"]);
    // A hidden row looks hidden (and the helper sentence is the panel's, not repeated here).
    expect(screen.getByRole("switch", { name: "Skills" }).closest("li")).toHaveAttribute("data-hidden");
    expect(screen.getByRole("switch", { name: "Skills" }).closest("li")).toHaveTextContent("Hidden");
    expect(screen.queryByText(/Hidden sections stay in your draft/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Projects up" })).toHaveFocus();
    expect(screen.getByText("Projects moved to position 3 of 6.")).toBeInTheDocument();
    expect(changes.at(-1)).toHaveLength(6);

    // At the top, Up does nothing (and says so to assistive technology).
    const up = screen.getByRole("button", { name: "Move About up" });
    expect(up).toHaveAttribute("aria-disabled", "true");
    const before = changes.length;
    await user.click(up);
    expect(changes).toHaveLength(before);
  });

  it("shows an error it is given", () => {
    renderWithProviders(<SectionOrderField value={undefined} onChange={() => {}} error="Each section can be listed only once." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Each section can be listed only once.");
  });
});

describe("LinksField", () => {
  it("edits the platforms, checks an address when it loses focus, adds and removes custom links up to the cap", async () => {
    const user = userEvent.setup();
    const changes = controlled<Links | undefined>(undefined, (value, onChange) => <LinksField value={value} onChange={onChange} />);
    for (const label of ["Website", "Dribbble", "Behance", "Medium", "YouTube"]) expect(screen.getByRole("textbox", { name: label })).toHaveValue("");

    await user.type(screen.getByRole("textbox", { name: "Dribbble" }), "javascript:alert(1)");
    expect(screen.queryByText(/web address starting with/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Dribbble" })).toHaveAccessibleDescription("Enter a web address starting with http:// or https://.");
    expect(screen.getByRole("textbox", { name: "Website" })).toHaveAttribute("maxlength", String(LIMITS.url));

    await user.click(screen.getByRole("button", { name: "Add link" }));
    await user.type(screen.getByRole("textbox", { name: "Address of link 1" }), "https://nadia.example/talks");
    await user.click(screen.getByRole("textbox", { name: "Label of link 1" }));
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Label of link 1" })).toHaveAccessibleDescription("Give this link a label.");
    await user.type(screen.getByRole("textbox", { name: "Label of link 1" }), "Talks");
    expect(changes.at(-1)!.custom).toEqual([{ label: "Talks", url: "https://nadia.example/talks" }]);
    expect(screen.getByRole("textbox", { name: "Label of link 1" })).toHaveAttribute("maxlength", String(LIMITS.linkLabel));

    await user.click(screen.getByRole("button", { name: "Add link" }));
    await user.type(screen.getByRole("textbox", { name: "Label of link 2" }), "Shop");
    await user.click(screen.getByRole("button", { name: "Remove link 1" }));
    expect(changes.at(-1)!.custom).toEqual([{ label: "Shop", url: "" }]);
    expect(screen.getByRole("textbox", { name: "Label of link 1" })).toHaveValue("Shop");

    for (let i = 1; i < LIMITS.customLinks; i++) await user.click(screen.getByRole("button", { name: "Add link" }));
    expect(changes.at(-1)!.custom).toHaveLength(LIMITS.customLinks);
    expect(screen.getByRole("button", { name: "Add link" })).toBeDisabled();
    expect(screen.getByText(`That is the most: ${LIMITS.customLinks} links.`)).toBeInTheDocument();
  });

  it("shows the server's errors by path", () => {
    renderWithProviders(
      <LinksField
        value={{ ...emptyLinks(), custom: [{ label: "x", url: "y" }] }}
        onChange={() => {}}
        errors={{ "links.website": "Too long.", "links.custom.0.url": "Bad address." }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Website" })).toHaveAccessibleDescription("Too long.");
    expect(screen.getByRole("textbox", { name: "Address of link 1" })).toHaveAccessibleDescription("Bad address.");
  });
});

describe("GalleryField", () => {
  const stored = (n: number): GalleryImage => ({ storageId: `stored-${n}` as Id<"_storage">, image: { src: `https://files.example/${n}.webp` } });
  const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

  /** An uploader whose uploads finish (or fail) when the test says so. */
  function manualUploader() {
    const calls: { file: File; progress?: (p: number) => void; resolve: (r: UploadResult) => void; reject: (e: Error) => void }[] = [];
    const upload: UploadImage = (file, options) =>
      new Promise((resolve, reject) => {
        calls.push({ file, progress: options?.onProgress, resolve, reject });
      });
    return { upload: vi.fn(upload), calls };
  }

  const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

  it("uploads picked files with progress, adds them in order; reorders and removes; the first is the cover", async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUploader();
    const changes = controlled<GalleryImage[]>([stored(1)], (value, onChange) => (
      <GalleryField value={value} onChange={onChange} upload={upload} itemName="Harbor" />
    ));
    expect(screen.getByRole("group", { name: "Project images" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Image 1 of Harbor" })).toHaveAttribute("src", "https://files.example/1.webp");
    expect(screen.getByText("Cover")).toBeInTheDocument();

    await user.upload(picker(document.body), [png("a.png"), png("b.png")]);
    expect(calls.map((c) => c.file.name)).toEqual(["a.png", "b.png"]);
    act(() => calls[0]!.progress?.(0.5));
    expect(screen.getByRole("progressbar", { name: "Uploading a.png" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("3 of 6")).toBeInTheDocument();

    // The second finishes first: it waits, and both join in the order they were picked.
    await act(async () => calls[1]!.resolve({ storageId: "stored-3" as Id<"_storage">, image: { src: "https://files.example/3.webp" } }));
    expect(changes).toEqual([]);
    await act(async () => calls[0]!.resolve({ storageId: "stored-2" as Id<"_storage">, image: { src: "https://files.example/2.webp" } }));
    await waitFor(() => expect(changes.at(-1)!.map((i) => i.storageId)).toEqual(["stored-1", "stored-2", "stored-3"]));
    expect(changes).toHaveLength(1);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Move image 3 of Harbor earlier" }));
    expect(changes.at(-1)!.map((i) => i.storageId)).toEqual(["stored-1", "stored-3", "stored-2"]);
    await user.click(screen.getByRole("button", { name: "Move image 2 of Harbor earlier" }));
    expect(changes.at(-1)!.map((i) => i.storageId)).toEqual(["stored-3", "stored-1", "stored-2"]);
    expect(screen.getByRole("img", { name: "Image 1 of Harbor" })).toHaveAttribute("src", "https://files.example/3.webp");
    await user.click(screen.getByRole("button", { name: "Remove image 2 of Harbor" }));
    expect(changes.at(-1)!.map((i) => i.storageId)).toEqual(["stored-3", "stored-2"]);
  });

  it("shows an upload's error with Try again, and refuses files past six", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload, calls } = manualUploader();
    const changes = controlled<GalleryImage[]>([1, 2, 3, 4].map(stored), (value, onChange) => (
      <GalleryField value={value} onChange={onChange} upload={upload} />
    ));

    await user.upload(picker(document.body), [png("a.png"), png("b.png"), png("c.png")]);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole("alert")).toHaveTextContent("Only 6 images per project: 1 left out.");
    expect(screen.getByRole("button", { name: "Add images" })).toBeDisabled();

    await act(async () => calls[0]!.reject(new Error("Images must be 5 MB or smaller.")));
    expect(await screen.findByText("Images must be 5 MB or smaller.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(calls).toHaveLength(3);
    await act(async () => calls[2]!.resolve({ storageId: "stored-9" as Id<"_storage">, image: { src: "https://files.example/9.webp" } }));
    await waitFor(() => expect(changes.at(-1)!.map((i) => i.storageId)).toContain("stored-9"));
    expect(screen.queryByText("Images must be 5 MB or smaller.")).not.toBeInTheDocument();
  });
});

describe("Markdown help", () => {
  it("names the subset the templates render", () => {
    expect(MARKDOWN_HELP).toBe("Supports **bold**, *italic*, [links](https://…) and - lists");
  });
});
