import { memo, type CSSProperties } from "react";
import { Textarea, type TextareaProps } from "@mantine/core";

/** Browsers that size a textarea to its text in CSS (Chromium 123+, Safari 26.2+). */
const CSS_SIZING = typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");

/**
 * A textarea that grows with its text. Mantine's autosize measures a hidden copy on every render
 * (a forced layout of the whole page per keystroke, times every textarea in a long list); where
 * the browser can do it in CSS (`field-sizing: content`) it does, else autosize as before.
 * Memoised, as fields are bound with stable bindings (bind.tsx).
 */
export const GrowingTextarea = memo(function GrowingTextarea({
  minRows = 2,
  ...props
}: Omit<TextareaProps, "autosize" | "minRows" | "maxRows" | "rows"> & { minRows?: number }) {
  if (!CSS_SIZING) return <Textarea autosize minRows={minRows} {...props} />;
  const input = { fieldSizing: "content", minHeight: `calc(${minRows}lh + 2 * var(--input-padding-y, 0rem) + 2px)` } as CSSProperties;
  return <Textarea rows={minRows} styles={{ input }} {...props} />;
});
