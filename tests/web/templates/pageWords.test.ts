import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../convex/model/translations";
import { ENGLISH_PAGE_WORDS, fillWord } from "../../../src/templates/shared/pageWords";
import { PAGE_WORDS, pageWordsFor } from "../../../src/templates/shared/pageWordsCatalogue";

const placeholders = (word: string) => [...word.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the words a page writes itself", () => {
  it.each(LANGUAGES.filter((language) => language.tag !== "en").map((language) => language.tag))(
    "%s has every word English has, with the same placeholders",
    (tag) => {
      const words = PAGE_WORDS[tag];
      expect(words, tag).toBeDefined();
      expect(Object.keys(words).sort()).toEqual(Object.keys(ENGLISH_PAGE_WORDS).sort());
      for (const [key, english] of Object.entries(ENGLISH_PAGE_WORDS)) {
        const word = words[key as keyof typeof ENGLISH_PAGE_WORDS]!;
        expect(word.trim(), `${tag}.${key}`).not.toBe("");
        expect(placeholders(word), `${tag}.${key}`).toEqual(placeholders(english));
      }
    },
  );

  it("falls back to the base language, then to English", () => {
    expect(pageWordsFor("fr").projects).toBe("Projets");
    expect(pageWordsFor("pt-BR").projects).toBe("Projetos");
    expect(pageWordsFor("xx").projects).toBe("Projects");
    expect(pageWordsFor(undefined)).toBe(ENGLISH_PAGE_WORDS);
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(fillWord(pageWordsFor("fr").moreImagesOf, { title: "Atlas" })).toBe("Autres images de Atlas");
    expect(fillWord("{a} {b}", { a: "1" })).toBe("1 {b}");
  });
});
