import { describe, expect, it } from "vitest";
import { emptyFormData, type FormData } from "../../convex/model/formData";
import { linkText, resumeOf } from "../../src/resume/resumeModel";
import { sampleFormData } from "../../src/sample/samplePortfolio";

const titles = (data: FormData) => resumeOf(data).sections.map((section) => section.title);

describe("resumeOf", () => {
  it("follows the default layout for old drafts and leaves out empty sections", () => {
    expect(titles({ ...emptyFormData(), name: "Ada", about: "Analyst.", skills: [{ name: "" }, { name: "Maths" }] })).toEqual(["About", "Skills"]);
    expect(titles(sampleFormData)).toEqual(["About", "Experience", "Skills", "Education", "Projects"]);
  });

  it("skips the builder's blank entries even when they carry an id, and sections of one's own with nothing written", () => {
    const data: FormData = {
      ...emptyFormData(),
      experience: [{ id: "e1", title: "", company: "", duration: "", description: "" }],
      customSections: [
        { id: "empty", title: "Awards", entries: [{ id: "x", title: "", subtitle: "", date: "", description: "", link: "", image: null }] },
        { id: "langs", title: "", entries: [{ title: "Portuguese", subtitle: "Native", date: "", description: "", link: "", image: null }] },
      ],
    };
    const resume = resumeOf(data);
    expect(resume.sections.map((s) => s.title)).toEqual(["Untitled section"]);
    expect(resume.sections[0]).toMatchObject({ kind: "entries", entries: [{ title: "Portuguese", subtitle: "Native" }] });
  });

  it("writes education as degree, then where and the grade, dated by year", () => {
    const [education] = resumeOf({ ...emptyFormData(), education: sampleFormData.education }).sections;
    expect(education).toMatchObject({
      kind: "entries",
      entries: [
        {
          title: "MSc Human–Computer Interaction",
          subtitle: "Atlantic Institute of Technology, School of Design and Computing · Grade: 3.9 / 4.0",
          date: "2017",
        },
        { title: "BSc Computer Science" },
        { title: "Higher Secondary Certificate", subtitle: "Lisbon International School", date: "2011" },
      ],
    });
  });

  it("keeps only safe links, website first and one's own links labelled", () => {
    const resume = resumeOf({
      ...emptyFormData(),
      socialLinks: { github: "https://github.com/ada", linkedin: "javascript:alert(1)", twitter: "", facebook: "", instagram: "" },
      links: {
        website: "https://ada.example/",
        dribbble: "",
        behance: "",
        medium: "",
        youtube: "",
        custom: [
          { label: "Blog", url: "https://blog.example" },
          { label: "", url: "https://x.example" },
        ],
      },
      projects: [{ title: "Engine", link: "data:text/html,hi", description: "", project_image: null, technology: "" }],
    });
    expect(resume.links).toEqual([
      { label: "Website", href: "https://ada.example/", text: "ada.example" },
      { label: "GitHub", href: "https://github.com/ada", text: "github.com/ada" },
      { label: "Blog", href: "https://blog.example/", text: "blog.example", showLabel: true },
    ]);
    expect(resume.sections[0]).toMatchObject({ entries: [{ title: "Engine", link: null }] });
  });

  it("prints contact details only while the Contact section is shown; a phone without a safe href stays text", () => {
    const data: FormData = { ...emptyFormData(), contact: { email: "ada@example.com", phone: "+44 20 7946 0000", address: "London" } };
    expect(resumeOf(data).contact.map((c) => [c.label, c.href])).toEqual([
      ["Email", "mailto:ada@example.com"],
      ["Phone", "tel:+442079460000"],
      ["Address", ""],
    ]);
    const hidden = { ...data, sections: [{ id: "contact" as const, visible: false }] };
    expect(resumeOf(hidden).contact).toEqual([]);
  });

  it("shortens addresses for paper", () => {
    expect(linkText("https://www.github.com/ada/")).toBe("github.com/ada");
    expect(linkText("http://example.com/a?b=1")).toBe("example.com/a?b=1");
  });
});
