import { describe, expect, it } from "vitest";
import { groupStyleFiles, mantineStyleFiles, mantineStyleGroups } from "../../scripts/lib/mantineStyles";

describe("Mantine's styles, worked out from the app's imports", () => {
  it("follows a component to the parts it renders (ColorInput draws swatches in a popover)", () => {
    const files = mantineStyleFiles(["src/builder/fields/ThemeField.tsx"]);
    expect(files).toEqual(expect.arrayContaining(["ColorSwatch.css", "ColorInput.css", "ColorPicker.css", "Popover.css", "Input.css", "Combobox.css"]));
    // In the order of Mantine's complete stylesheet: globals first, a component after what it builds on.
    expect(files.slice(0, 3)).toEqual(["baseline.css", "default-css-variables.css", "global.css"]);
    expect(files.indexOf("Input.css")).toBeLessThan(files.indexOf("ColorInput.css"));
  });

  it("gives signed-in screens every component they use (the swatches, switches, radios and fieldset once missing)", () => {
    const app = groupStyleFiles(mantineStyleGroups.app!());
    expect(app).toEqual(expect.arrayContaining(["ColorSwatch.css", "Switch.css", "Radio.css", "Fieldset.css", "NavLink.css", "Table.css", "Tooltip.css"]));
  });

  it("keeps the visitor pages' styles to what they render", () => {
    const visitor = groupStyleFiles(mantineStyleGroups.visitor!());
    expect(visitor).toEqual(expect.arrayContaining(["Button.css", "Input.css", "PasswordInput.css", "SegmentedControl.css"]));
    expect(visitor).not.toContain("Table.css");
    expect(visitor).not.toContain("ColorPicker.css");
  });
});
