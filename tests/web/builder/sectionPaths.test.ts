import { describe, expect, test } from "vitest";
import { FIELD_LIMITS } from "../../../convex/model/sections/fieldLimits";
import { customLinkPath, linkPath } from "../../../convex/model/links";
import { themePath } from "../../../convex/model/theme";
import { sectionOfPath } from "../../../src/builder/sections";

/** Where the builder shows a field, by the first key of its path. */
const PANEL: Record<string, string> = {
  name: "personal",
  role: "personal",
  bio: "personal",
  socialLinks: "personal",
  links: "personal",
  about: "about",
  skills: "skills",
  experience: "experience",
  projects: "projects",
  education: "education",
  customSections: "custom",
  contact: "contact",
  sections: "layout",
  theme: "theme",
};

describe("the section modules' field paths in the builder", () => {
  test.each(Object.keys(FIELD_LIMITS))("an error at %s marks the panel that edits it", (field) => {
    const path = field.replace(/^(skills|experience|projects|education|customSections)\./, "$1.0.");
    expect(sectionOfPath(path)).toBe(PANEL[field.split(".")[0]]);
  });

  test("links, theme and layout errors mark their panels", () => {
    expect(sectionOfPath(linkPath("website"))).toBe("personal");
    expect(sectionOfPath(customLinkPath(2, "url"))).toBe("personal");
    expect(sectionOfPath(themePath("accent"))).toBe("theme");
    expect(sectionOfPath("sections")).toBe("layout");
  });
});
