import mantinePreset from "postcss-preset-mantine";
import mantineLightDark from "postcss-preset-mantine/dist/postcss-light-dark.js";
import simpleVars from "postcss-simple-vars";

// Mantine's light-dark() rewrite follows the app's colour scheme (data-mantine-color-scheme).
// Portfolio templates use the browser's own light-dark(): the portfolio's theme picks the scheme
// with `color-scheme` on the template frame (src/templates/shared/shared.css).
const appLightDark = () => {
  const plugin = mantineLightDark();
  return {
    postcssPlugin: "app-light-dark",
    Once(root, helpers) {
      const file = root.source?.input.file ?? "";
      if (!/[\\/]src[\\/]templates[\\/]/.test(file)) plugin.Once(root, helpers);
    },
  };
};
appLightDark.postcss = true;

export default {
  plugins: [
    appLightDark(),
    mantinePreset({ features: { lightDarkFunction: false } }),
    simpleVars({
      variables: {
        "mantine-breakpoint-xs": "36em",
        "mantine-breakpoint-sm": "48em",
        "mantine-breakpoint-md": "62em",
        "mantine-breakpoint-lg": "75em",
        "mantine-breakpoint-xl": "88em",
      },
    }),
  ],
};
