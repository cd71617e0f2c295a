import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { SkillBars } from "../../../src/templates/shared/Skills";
import { clampPercentage, skillLevel } from "../../../src/templates/shared/skillLevel";

describe("skill bar thresholds", () => {
  it.each([
    [69, "red", "Developing"],
    [70, "blue", "Advanced"],
    [84, "blue", "Advanced"],
    [85, "purple", "Expert"],
    [0, "red", "Developing"],
    [100, "purple", "Expert"],
  ])("%i%% is %s (%s)", (percentage, color, label) => {
    expect(skillLevel(percentage)).toMatchObject({ color, label });
  });

  it("keeps user input inside 0–100", () => {
    expect(clampPercentage(-5)).toBe(0);
    expect(clampPercentage(140)).toBe(100);
    expect(clampPercentage(72.6)).toBe(73);
  });

  it("draws each bar in its colour with the percentage and level written out", () => {
    render(
      <SkillBars
        skills={[
          { name: "Node.js", percentage: 69 },
          { name: "TypeScript", percentage: 70 },
          { name: "Accessibility", percentage: 84 },
          { name: "React", percentage: 85 },
          { name: "Writing" },
        ]}
      />,
    );
    const bar = (name: string) => screen.getByText(name).closest("li")!;
    expect(bar("Node.js")).toHaveAttribute("data-color", "red");
    expect(bar("Node.js")).toHaveTextContent("69% · Developing");
    expect(bar("TypeScript")).toHaveAttribute("data-color", "blue");
    expect(bar("Accessibility")).toHaveAttribute("data-color", "blue");
    expect(bar("React")).toHaveAttribute("data-color", "purple");
    expect(bar("React")).toHaveTextContent("85% · Expert");
    expect(bar("React").querySelector<HTMLElement>(".pt-bar__fill")!.style.width).toBe("85%");
    // A skill without a percentage is listed without a bar.
    expect(bar("Writing")).not.toHaveAttribute("data-color");
    expect(bar("Writing").querySelector(".pt-bar__track")).toBeNull();
  });
});
