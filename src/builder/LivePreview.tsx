import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Box, Group, Paper, SegmentedControl, Text } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { ErrorBoundary } from "react-error-boundary";
import type { PortfolioContent } from "../../convex/model/formData";
import type { PageSectionId } from "../templates/shared/sections";
import { PortfolioTemplate } from "../templates/PortfolioTemplate";
import { directionOf } from "../../convex/model/translations";
import { LanguageSwitch } from "./languages/LanguageSwitch";
import classes from "./Builder.module.css";

/** The widths the preview lays the page out at: a laptop's and a phone's (CSS pixels). */
export const PREVIEW_WIDTHS = { desktop: 1280, mobile: 390 } as const;

export type PreviewDevice = keyof typeof PREVIEW_WIDTHS;

/** The preview's language switch (a portfolio with translations): the content comes in `value`'s language. */
export type PreviewLanguage = { tags: string[]; value: string; onChange: (tag: string) => void };

/** Room kept beside the page in the pane (its shadow, the scrollbar). */
const GUTTER = 16;

/**
 * How much the page is scaled to fit a pane `paneWidth` wide: never enlarged; 1 before the pane
 * is measured (the first render, and jsdom).
 */
export function previewZoom(device: PreviewDevice, paneWidth: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, Math.max(0.1, (paneWidth - GUTTER) / PREVIEW_WIDTHS[device]));
}

/**
 * The chosen template rendered from the form as it is typed. Rendering is deferred so typing
 * stays instant even when the template is heavy. Templates lay out by container width, so the
 * page is laid out at a real laptop's or phone's width and scaled (CSS zoom) to fit the pane:
 * "Desktop" shows the layout visitors on a computer get, not the pane's own narrow one. It shows
 * the section being edited (`follow`), and is `inert`: its links stay out of the tab order, so the
 * keyboard goes from the form to the actions. Memoised: a render with the same content (a keystroke's
 * urgent render, in the builder) skips it.
 */
export const LivePreview = memo(function LivePreview({
  templateId,
  content,
  height,
  follow,
  initialDevice = "desktop",
  language,
}: {
  templateId: string;
  content: PortfolioContent;
  height: string;
  follow?: PageSectionId;
  initialDevice?: PreviewDevice;
  language?: PreviewLanguage;
}) {
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  const deferred = useDeferredValue(content);
  const viewport = useRef<HTMLDivElement>(null);
  const pane = useElementSize<HTMLDivElement>();
  const viewportRef = useMergedRef(viewport, pane.ref);
  const zoom = previewZoom(device, pane.width);
  // Shows the section once per change of section (not on every keystroke); a template that is
  // still loading (templates load lazily) is watched until the section appears.
  useEffect(() => {
    const root = viewport.current;
    if (!follow || !root) return;
    const show = () => {
      // Tabbed templates: open the section's tab; single-page ones: scroll to it (ids end with it).
      const tab = root.querySelector<HTMLElement>(`[id$="tab-${follow}"]`);
      const target = tab ?? root.querySelector<HTMLElement>(`[id$="${follow}"]`);
      if (!target) return false;
      if (tab) tab.click();
      // The section's scroll-margin-top keeps it below a sticky template header, as scrollIntoView does.
      // (Rectangles come scaled by the page's zoom; the margin is in the page's own pixels.)
      else
        root.scrollTop +=
          target.getBoundingClientRect().top -
          root.getBoundingClientRect().top -
          (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0) * zoomRef.current;
      return true;
    };
    if (show()) return;
    const observer = new MutationObserver(() => show() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [follow, templateId, device]);
  const { t } = useTranslation("builder");
  // Once per language: this renders with each keystroke's preview.
  const names = useMemo(() => ({ live: t("preview.live"), viewport: t("preview.viewport") }), [t]);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  return (
    <Paper withBorder radius="md" component="section" aria-label={names.live} style={{ overflow: "hidden" }}>
      <PreviewHeader device={device} onDevice={setDevice} language={language} />
      {/* The template inside is inert, so the scrolling viewport itself is the one keyboard stop: arrow keys scroll it. */}
      <Box
        ref={viewportRef}
        className={classes.previewViewport}
        h={height}
        style={{ overflow: "auto" }}
        bg="var(--mantine-color-default-hover)"
        data-testid="preview-viewport"
        tabIndex={0}
        role="group"
        aria-label={names.viewport}
      >
        <PreviewPage templateId={templateId} content={deferred} device={device} zoom={zoom} lang={language?.value} />
      </Box>
    </Paper>
  );
});

/** Title and width switch, memoised: they need not re-render on every keystroke. */
const PreviewHeader = memo(function PreviewHeader({
  device,
  onDevice,
  language,
}: {
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
  language?: PreviewLanguage;
}) {
  const { t } = useTranslation("builder");
  return (
    <Group justify="space-between" px="sm" py={6} gap="xs" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
      <Text size="sm" fw={600}>
        {t("preview.live")}
      </Text>
      {language && language.tags.length > 1 && (
        <LanguageSwitch label={t("languages.previewLanguage")} hideLabel size="xs" tags={language.tags} value={language.value} onChange={language.onChange} />
      )}
      {/* Radio buttons with visible labels: Tab reaches the group, the arrow keys choose. */}
      <SegmentedControl
        size="xs"
        aria-label={t("preview.width")}
        value={device}
        onChange={(value) => onDevice(value === "mobile" ? "mobile" : "desktop")}
        data={[
          { value: "desktop", label: t("preview.desktop") },
          { value: "mobile", label: t("preview.phone") },
        ]}
      />
    </Group>
  );
});

/**
 * The template itself, memoised: while a keystroke is handled urgently it gets the previous content
 * and renders nothing; only the deferred render (an interruptible background one) draws the page.
 */
const PreviewPage = memo(function PreviewPage({
  templateId,
  content,
  device,
  zoom,
  lang,
}: {
  templateId: string;
  content: PortfolioContent;
  device: PreviewDevice;
  zoom: number;
  /** The page's language (a translation's preview): its lang and writing direction, as the published page has them. */
  lang?: string;
}) {
  return (
    // A template that fails on some content must not take the form down with it; the next edit tries again.
    <ErrorBoundary resetKeys={[content, templateId]} fallback={<PreviewFailed />}>
      <Box
        inert
        className={classes.previewPage}
        mx="auto"
        bg="var(--mantine-color-body)"
        mih="100%"
        data-device={device}
        data-zoom={zoom.toFixed(3)}
        lang={lang}
        dir={lang === undefined ? undefined : directionOf(lang)}
        // zoom (not a transform) so the scaled page also takes the scaled room: the pane scrolls its real height.
        style={{ width: PREVIEW_WIDTHS[device], zoom, boxShadow: device === "mobile" ? "var(--mantine-shadow-md)" : undefined }}
      >
        <PortfolioTemplate templateId={templateId} content={content} embedded />
      </Box>
    </ErrorBoundary>
  );
});

function PreviewFailed() {
  const { t } = useTranslation("builder");
  return (
    <Alert color="yellow" title={t("preview.failedTitle")} m="md" role="alert">
      {t("preview.failed")}
    </Alert>
  );
}
