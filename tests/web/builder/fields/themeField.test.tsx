import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeField } from "../../../../src/builder/fields/ThemeField";
import { accentPair, type Theme } from "../../../../convex/model/theme";
import { renderWithProviders } from "../../render";

/** The field as a host uses it: the host keeps the value. */
function Host({ initial, spy }: { initial?: Theme; spy: (theme: Theme) => void }) {
  const [theme, setTheme] = useState<Theme | undefined>(initial);
  return (
    <ThemeField
      value={theme}
      onChange={(next) => {
        spy(next);
        setTheme(next);
      }}
    />
  );
}

describe("ThemeField", () => {
  test("no theme yet: everything reads as the template's own, with labelled controls", () => {
    renderWithProviders(<Host spy={() => {}} />);
    expect(screen.getByRole("group", { name: "Theme" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Template colour" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("textbox", { name: /custom colour/i })).toHaveValue("");
    expect(screen.getByLabelText("Font pairing", { selector: "input" })).toHaveValue("Template default");
    const scheme = screen.getByRole("radiogroup", { name: "Colour scheme" });
    expect(within(scheme).getByRole("radio", { name: "Template" })).toBeChecked();
  });

  test("a palette swatch sets the accent; Template colour clears it", async () => {
    const spy = vi.fn();
    renderWithProviders(<Host spy={spy} />);
    await userEvent.click(screen.getByRole("button", { name: "Rose" }));
    expect(spy).toHaveBeenLastCalledWith({ accent: "#be123c", fonts: "template", scheme: "template" });
    expect(screen.getByRole("button", { name: "Rose" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Template colour" }));
    expect(spy).toHaveBeenLastCalledWith({ accent: null, fonts: "template", scheme: "template" });
  });

  test("a custom colour is committed only when valid, and a pale one says how it is kept readable", async () => {
    const spy = vi.fn();
    renderWithProviders(<Host spy={spy} />);
    const input = screen.getByRole("textbox", { name: /custom colour/i });
    await userEvent.type(input, "#fde04");
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText(/six hex digits/)).toBeInTheDocument();
    await userEvent.type(input, "7");
    expect(spy).toHaveBeenLastCalledWith({ accent: "#fde047", fonts: "template", scheme: "template" });
    const { light } = accentPair("#fde047");
    expect(screen.getByText(new RegExp(`shown as ${light} on light pages`))).toBeInTheDocument();
    // A short #rgb is taken when leaving the field.
    await userEvent.clear(input);
    await userEvent.type(input, "#0af");
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith({ accent: "#00aaff", fonts: "template", scheme: "template" });
  });

  test("an invalid typed colour stays in the field with the reason when leaving it, instead of vanishing", async () => {
    const spy = vi.fn();
    renderWithProviders(<Host spy={spy} initial={{ accent: "#1d4ed8", fonts: "template", scheme: "template" }} />);
    const input = screen.getByRole("textbox", { name: /custom colour/i });
    await userEvent.clear(input);
    await userEvent.type(input, "#12");
    await userEvent.tab();
    expect(input).toHaveValue("#12");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("“#12” is not a colour. Use a colour written as # and six hex digits"));
    expect(screen.getByText(/The accent stays #1d4ed8\./)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    // Fixing it takes the colour and clears the message.
    await userEvent.clear(input);
    await userEvent.type(input, "#123");
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith({ accent: "#112233", fonts: "template", scheme: "template" });
    expect(screen.queryByText(/is not a colour/)).not.toBeInTheDocument();
  });

  test("font pairing and scheme", async () => {
    const spy = vi.fn();
    renderWithProviders(<Host spy={spy} initial={{ accent: "#1d4ed8", fonts: "template", scheme: "template" }} />);
    await userEvent.click(screen.getByLabelText("Font pairing", { selector: "input" }));
    await userEvent.click(await screen.findByRole("option", { name: "Playfair Display & system sans" }));
    expect(spy).toHaveBeenLastCalledWith({ accent: "#1d4ed8", fonts: "editorial", scheme: "template" });
    expect(screen.getByText("Sample heading")).toHaveStyle({ fontFamily: '"Playfair Display", Georgia, "Times New Roman", serif' });
    // Only the chosen pairing's font files are referenced.
    const faces = [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").filter((css) => css.includes("@font-face"));
    expect(faces.join("")).toMatch(/Playfair Display/);
    expect(faces.join("")).not.toMatch(/Archivo|Space Grotesk/);

    await userEvent.click(screen.getByRole("radio", { name: "Automatic" }));
    expect(spy).toHaveBeenLastCalledWith({ accent: "#1d4ed8", fonts: "editorial", scheme: "auto" });
    expect(screen.getByText(/follows each visitor/i)).toBeInTheDocument();
  });
});
