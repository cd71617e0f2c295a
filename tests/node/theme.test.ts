import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, mergeMantineTheme, type ButtonProps } from "@mantine/core";
import { cssVariablesResolver, theme } from "../../src/theme";

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const buttonVars = (props: ButtonProps) =>
  (theme.components?.Button?.vars as (t: typeof resolved, p: ButtonProps, c: unknown) => { root?: Record<string, string> })(resolved, props, {}).root ?? {};

describe("the app's theme", () => {
  it("draws subtle red buttons (Delete, Remove, Unpublish) in the error colour, which is AA on both schemes' backgrounds", () => {
    // Mantine's own subtle red is its red-0 in dark mode: near-white, so a danger does not read as one.
    expect(buttonVars({ variant: "subtle", color: "red" })).toEqual({ "--button-color": "var(--mantine-color-error)" });
    expect(buttonVars({ variant: "subtle" })).toEqual({});
    expect(buttonVars({ variant: "filled", color: "red" })).toEqual({});
    const variables = cssVariablesResolver(resolved);
    expect(variables.dark["--mantine-color-error"]).toBe("var(--mantine-color-red-4)");
    expect(variables.light["--mantine-color-error"]).toBe("var(--mantine-color-red-9)");
  });
});
