import { describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "@mantine/core";
import { contrastRatio } from "../../../convex/model/theme";
import { PERSON_COLORS } from "../../../src/builder/collaboration/CollaborationBar";

describe("presence avatars", () => {
  // A person's colour comes from their id, so every colour must pass: one that did not (orange.9,
  // 3.9:1) failed axe only for some people.
  it.each(PERSON_COLORS)("white initials on %s keep 4.5:1", (color) => {
    const [name, shade] = color.split(".") as [keyof typeof DEFAULT_THEME.colors, string];
    expect(contrastRatio("#ffffff", DEFAULT_THEME.colors[name]![Number(shade)]!)).toBeGreaterThanOrEqual(4.5);
  });
});
