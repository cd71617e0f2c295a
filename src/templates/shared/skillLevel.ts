/**
 * Skill bar thresholds (the product's colour rule for levels): 85 or more is purple, 70 to below 85 blue, below 70 red.
 * Each level also has a word so the bar never relies on colour alone.
 */
export type SkillLevel = { level: "expert" | "advanced" | "developing"; label: string; color: "purple" | "blue" | "red" };

export function skillLevel(percentage: number): SkillLevel {
  if (percentage >= 85) return { level: "expert", label: "Expert", color: "purple" };
  if (percentage >= 70) return { level: "advanced", label: "Advanced", color: "blue" };
  return { level: "developing", label: "Developing", color: "red" };
}

/** Percentages come from user input: keep bars inside 0–100. */
export function clampPercentage(percentage: number): number {
  return Math.min(100, Math.max(0, Math.round(percentage)));
}
