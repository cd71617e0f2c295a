import { useCallback } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ChangeFacts, ChangeSection, SectionChange } from "../../convex/model/portfolioChanges";
import { findTemplate } from "../../convex/model/templates";
import { languageOf } from "../../convex/model/translations";

/**
 * A section's change (convex/model/portfolioChanges.ts facts) in the reader's language, starting
 * in lower case so it can follow other words (the import preview) or be capitalised on its own
 * (the dashboard, `upperFirst`). Lists are joined by Intl.ListFormat ("a, b, c" in English, as the
 * app always wrote them; "a, b et c" in French).
 */
export function describeChange(change: SectionChange, t: TFunction<"publishing">, language: string): string {
  const list = (parts: string[]) => new Intl.ListFormat(language, { type: "unit", style: "short" }).format(parts);
  const facts: ChangeFacts = change.facts;
  switch (facts.kind) {
    case "template":
      return t("changes.summary.template", { from: templateName(facts.from), to: templateName(facts.to) });
    case "fields": {
      const section = change.section as ChangeSection;
      const names = facts.fields.map((field) => t(`changes.summary.field.${section}.${field}` as never) as string);
      return t("changes.summary.fields", { fields: list(names), count: names.length });
    }
    case "entries": {
      if (facts.added === 0 && facts.removed === 0) return t("changes.summary.reordered");
      const parts: string[] = [];
      if (facts.added > 0) parts.push(t("changes.summary.added", { count: facts.added }));
      if (facts.removed > 0) parts.push(t("changes.summary.removed", { count: facts.removed }));
      return list(parts);
    }
    case "layout":
      return t("changes.summary.layout");
    case "customSections":
      return list(
        facts.items.map((item) =>
          t(`changes.summary.section.${item.change}`, { title: t("changes.summary.quoted", { title: item.title || t("changes.summary.untitled") }) }),
        ),
      );
    case "languages": {
      const name = (tag: string) => languageName(tag, language);
      const parts = facts.main ? [t("changes.summary.mainLanguage", { from: name(facts.main.from), to: name(facts.main.to) })] : [];
      for (const item of facts.items) parts.push(t(`changes.summary.language.${item.change}`, { name: name(item.tag) }));
      return list(parts);
    }
  }
}

/** Template names are product names, the same in every language. */
const templateName = (id: string) => findTemplate(id)?.name ?? id;

/**
 * A portfolio language's name in the reader's language (Intl.DisplayNames); in English the
 * product's own list (translations.ts), whose names the app has always shown ("Norwegian", not
 * "Norwegian Bokmål").
 */
export function languageName(tag: string, readerLanguage: string): string {
  if (readerLanguage === "en") return languageOf(tag)?.english ?? tag;
  return new Intl.DisplayNames(readerLanguage, { type: "language", fallback: "code" }).of(tag) ?? tag;
}

/** The first letter in capitals, as the reader's language writes it (a summary said on its own). */
export const upperFirst = (text: string, language: string) => text.replace(/^./u, (c) => c.toLocaleUpperCase(language));

/** describeChange in the app's current language, for components. */
export function useChangeSummary() {
  const { t, i18n } = useTranslation("publishing");
  return useCallback((change: SectionChange) => describeChange(change, t, i18n.language), [t, i18n.language]);
}
