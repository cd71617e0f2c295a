import type { Plugin, UserConfig } from "vite";

const INLINE_STYLES = /@mantine\/core\/esm\/core\/InlineStyles\/InlineStyles\.mjs$/;
const SIGNATURE = "function InlineStyles({ deduplicate, ...props })";

/**
 * Mantine writes the rules of responsive props (SimpleGrid cols, Grid spans, Box's py={{…}}) as a
 * <style> where the component renders, i.e. inside <body>, which is invalid HTML. Its InlineStyles
 * can instead render a <style href precedence> that React hoists into <head>, but only Box and Flex
 * ask for that (MantineProvider's deduplicateInlineStyles); this makes it the default for every
 * component. @mantine/core is bundled into the server build too, so server and browser agree.
 */
export function mantineInlineStylesInHead(): Plugin {
  return {
    name: "portfolio:mantine-inline-styles-in-head",
    enforce: "pre",
    config: (): UserConfig => ({ ssr: { noExternal: ["@mantine/core"] } }),
    transform(code, id) {
      if (!INLINE_STYLES.test(id)) return;
      if (!code.includes(SIGNATURE)) this.error(`${id} changed: update scripts/lib/mantineInlineStyles.ts`);
      return { code: code.replace(SIGNATURE, "function InlineStyles({ deduplicate = true, ...props })"), map: null };
    },
  };
}
