import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "83/60 characters search results show" under an SEO field. Past the limit the count is marked as
 * an error and says how much search results cut: the setting saves (up to its maximum), but the
 * end of the text will not be seen.
 */
export function SeoCounter({ count, limit, empty }: { count: number; limit: number; empty: string }) {
  const { t } = useTranslation("dashboard");
  const over = count - limit;
  return (
    <>
      <Text span inherit fw={over > 0 ? 700 : undefined} c={over > 0 ? "var(--mantine-color-error)" : undefined} data-testid="seo-count">
        {count}/{limit}
      </Text>
      {t("seo.counter.shown")}
      {over > 0 && (
        <Text span inherit c="var(--mantine-color-error)">
          {t("seo.counter.cut", { n: over })}
        </Text>
      )}
      {t("seo.counter.empty", { empty })}
    </>
  );
}
