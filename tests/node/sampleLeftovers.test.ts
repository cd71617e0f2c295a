import { describe, expect, it } from "vitest";
import { emptyFormData } from "../../convex/model/formData";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { sampleLeftovers } from "../../src/sample/sampleLeftovers";
import { sampleFor } from "../../src/sample/templateSamples";
import { TEMPLATES } from "../../convex/model/templates";

describe("what is still the sample's", () => {
  it("names the sample's name, email, phone and links in the sample itself", () => {
    expect(sampleLeftovers(sampleFormData)).toEqual([
      { field: "name", count: 1, value: "Nadia Okafor" },
      { field: "email", count: 1, value: "hello@nadia-okafor.example" },
      { field: "phone", count: 1, value: "+351 912 345 678" },
      {
        field: "links",
        count: 9,
        value: "github.com, linkedin.com, x.com, facebook.com, instagram.com, nadia-okafor.example, dribbble.com, medium.com",
      },
    ]);
  });

  it("finds nothing in an empty portfolio or one made one's own", () => {
    expect(sampleLeftovers(emptyFormData())).toEqual([]);
    expect(
      sampleLeftovers({
        ...sampleFormData,
        name: "Ada Lovelace",
        contact: { phone: "+44 20 7946 0000", email: "ada@example.com", address: "" },
        socialLinks: { github: "https://github.com/ada", linkedin: "", twitter: "", facebook: "", instagram: "" },
        links: { website: "https://ada.example", dribbble: "", behance: "", medium: "", youtube: "", custom: [] },
      }),
    ).toEqual([]);
  });

  it("sees one leftover link through case and a trailing slash, and a kept email in other letter case", () => {
    const content = {
      ...emptyFormData(),
      name: "  nadia okafor ",
      contact: { phone: "", email: "Hello@Nadia-Okafor.example", address: "" },
      links: { website: "", dribbble: "", behance: "", medium: "", youtube: "", custom: [{ label: "Talks", url: "https://NADIA-okafor.example/talks/" }] },
    };
    expect(sampleLeftovers(content)).toEqual([
      { field: "name", count: 1, value: "nadia okafor" },
      { field: "email", count: 1, value: "Hello@Nadia-Okafor.example" },
      { field: "links", count: 1, value: "nadia-okafor.example" },
    ]);
  });
});

describe("the template demos' personas", () => {
  it("each has their own name, email and links, none of the shared sample's (its JSON-LD sameAs among them)", () => {
    for (const { id } of TEMPLATES.filter((t) => t.id !== "minimalist")) {
      const { name, contact, socialLinks, links } = sampleFor(id);
      expect(sampleLeftovers({ name, contact, socialLinks, links }), id).toEqual([]);
    }
  });
});
