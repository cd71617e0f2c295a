import { describe, expect, it } from "vitest";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { linkText } from "../../convex/model/urls";
import { formatResumeDate, resumeFileName, resumeOf, shortDescription } from "../../src/resume/resumeModel";
import { sampleFormData } from "../../src/sample/samplePortfolio";

const titles = (data: PortfolioFormData) => resumeOf(data).sections.map((section) => section.title);

describe("resumeOf", () => {
  it("follows the default layout for old drafts and leaves out empty sections", () => {
    expect(titles({ ...emptyFormData(), name: "Ada", about: "Analyst.", skills: [{ name: "" }, { name: "Maths" }] })).toEqual(["About", "Skills"]);
    expect(titles(sampleFormData)).toEqual(["About", "Experience", "Skills", "Education", "Projects"]);
  });

  it("skips the builder's blank entries even when they carry an id, and sections of one's own with nothing written", () => {
    const data: PortfolioFormData = {
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
    const data: PortfolioFormData = { ...emptyFormData(), contact: { email: "ada@example.com", phone: "+44 20 7946 0000", address: "London" } };
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

describe("résumé dates and length", () => {
  it("writes dates as people do, in the reader's locale; years and words stay", () => {
    expect(formatResumeDate("2020-05-05 – Present", "en-US")).toBe("May 2020 – Present");
    expect(formatResumeDate("2019-04 - 2021-12", "en-US")).toBe("Apr 2019 – Dec 2021");
    expect(formatResumeDate("2019-04 - 2021", "fr")).toBe("avr. 2019 – 2021");
    expect(formatResumeDate(" 2017 ", "en-US")).toBe("2017");
    expect(formatResumeDate("Summer 2019", "en-US")).toBe("Summer 2019");
    const data: PortfolioFormData = { ...emptyFormData(), experience: [{ title: "Dev", company: "Co", duration: "2020-05-05 – Present", description: "" }] };
    expect(resumeOf(data, { locale: "en-GB" }).sections[0]).toMatchObject({ entries: [{ date: "May 2020 – Present" }] });
  });

  it("keeps a description's first paragraph when short, or the first points of a list", () => {
    expect(shortDescription("First.\n\nSecond.\n\n- a\n- b")).toBe("First.");
    expect(shortDescription("- a\n- b\n  more of b\n- c\n- d\n- e")).toBe("- a\n- b\n  more of b\n- c");
    expect(shortDescription("")).toBe("");
  });

  it("leaves out the chosen sections and, when short, the letters of references", () => {
    const data: PortfolioFormData = {
      ...emptyFormData(),
      about: "One.\n\nTwo.",
      contact: { email: "ada@example.com", phone: "", address: "" },
      customSections: [
        {
          id: "refs",
          kind: "references",
          title: "References",
          entries: [{ title: "Grace Hopper", subtitle: "", date: "", description: "Ada is wonderful.", link: "", image: null }],
        },
        { id: "talks", title: "Talks", entries: [{ title: "Engines", subtitle: "", date: "", description: "Long talk.\n\nMore.", link: "", image: null }] },
      ],
    };
    const short = resumeOf(data, { options: { length: "short", omit: ["custom:talks", "contact"] } });
    expect(short.sections).toEqual([
      { id: "about", kind: "text", title: "About", markdown: "One." },
      { id: "custom:refs", kind: "entries", title: "References", entries: [expect.objectContaining({ title: "Grace Hopper", description: "" })] },
    ]);
    expect(short.contact).toEqual([]);
    expect(resumeOf(data).sections.map((s) => s.title)).toEqual(["About", "References", "Talks"]);
  });

  it("names the file after the person, without characters file systems refuse", () => {
    expect(resumeFileName("Ada / Lovelace", "docx")).toBe("Ada  Lovelace – Résumé.docx");
    expect(resumeFileName("  ", "docx")).toBe("Résumé.docx");
  });
});
