import { render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ENGLISH, loadCatalogues, NAMESPACES } from "../../../src/i18n/catalogues";
import { i18n, switchAppLanguage } from "../../../src/i18n/i18n";
import { APP_LANGUAGES } from "../../../src/i18n/languages";

/** Every key of a catalogue, nested keys joined with dots. */
const keysOf = (messages: unknown, prefix = ""): string[] =>
  Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

function Label() {
  const { t } = useTranslation("common");
  return <span>{t("languageLabel")}</span>;
}

describe("message catalogues", () => {
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it.each(APP_LANGUAGES.filter((language) => language !== "en"))("%s has every namespace and key English has, and no other", async (language) => {
    const catalogues = await loadCatalogues(language);
    expect(Object.keys(catalogues).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES) expect(keysOf(catalogues[namespace]).sort(), namespace).toEqual(keysOf(ENGLISH[namespace]).sort());
  });

  it("renders English first and another language once chosen", async () => {
    render(<Label />);
    expect(screen.getByText("Language")).toBeInTheDocument();
    await switchAppLanguage("fr");
    expect(await screen.findByText("Langue")).toBeInTheDocument();
    expect(i18n.language).toBe("fr");
  });
});
