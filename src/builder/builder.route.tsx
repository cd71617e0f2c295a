import { useEffect, useMemo, useRef } from "react";
import { Alert, Anchor, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useElementSize, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconFileImport, IconSparkles } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { dequal } from "dequal";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useMessage } from "../i18n/messages";
import { Link, useLocation, useParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { validateFormData } from "../../convex/model/formData";
import { canUseTemplate, findTemplate, PREMIUM_MESSAGE, type TemplateInfo } from "../../convex/model/templates";
import classes from "./Builder.module.css";
import type { BuilderLocationState } from "../lib/navigationState";
import { BuilderToolbar, SAVE_BUTTON_ID } from "./BuilderToolbar";
import { EditorForm } from "./EditorForm";
import { EditorPreview } from "./EditorPreview";
import { FIELD_LABELS, sectionById } from "./sections";
import { useBuilderActions } from "./useBuilderActions";
import { useBuilderSession } from "./useBuilderSession";
import { useSectionFocus } from "./useSectionFocus";
import { useHistoryActions } from "./useHistoryActions";
import { useUndoShortcuts } from "./useUndoShortcuts";
import { useSessionSlice } from "./useSessionSlice";
import { useSharedValue } from "../lib/useSharedValue";
import { useStableCallback } from "../lib/useStableCallback";
import { ConflictModal } from "./ConflictModal";
import { SectionNav } from "./SectionNav";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";
import { useSharedPortfolioId } from "../lib/portfolioScope";
import { UpgradeLink } from "../plans/UpgradeLink";
import { ACCESS_MESSAGES, roleMay } from "../../convex/model/members";
import { CollaborationBar } from "./collaboration/CollaborationBar";
import { typingByField, usePresence } from "./collaboration/usePresence";
import type { Route } from "./+types/builder.route";
import { pageMeta } from "../i18n/pageMeta";
import { releaseEarlyQueries } from "../lib/convexClient";
import type { RouteHandle } from "../lib/routeHandle";
import { preloadTemplate } from "../templates/PortfolioTemplate";
import { useBuilderLanguages } from "./languages/useBuilderLanguages";
import { editorShell } from "./editorShell";
import { EditingLanguageBar } from "./languages/LanguageSwitch";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "builder");

/** A document loaded here signs in and asks for the draft before the app's code arrives (firstLoad.ts). */
export const handle: RouteHandle = { firstLoad: "builder" };

export default function BuilderPage() {
  const { templateId = "" } = useParams();
  const template = findTemplate(templateId);
  const { t } = useTranslation("builder");
  // The live preview's template (and its Markdown renderer): on a document load the early script
  // (firstLoad.ts) asked for it already, beside the app's code; on a navigation, as the page mounts.
  useEffect(() => preloadTemplate(templateId), [templateId]);
  // After the editor's own effects (a parent's run after its children's): its queries hold the results now.
  useEffect(() => releaseEarlyQueries(), []);
  if (!template) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          {t("notFound.title")}
        </Title>
        <Text mt="sm">
          <Trans t={t} i18nKey="notFound.text" values={{ templateId }} components={{ choose: <Anchor component={Link} to="/templates" /> }} />
        </Text>
      </Container>
    );
  }
  return <BuilderEditor template={template} />;
}

/** A field's name for the save status: its label, or its section (in the app's language). */
const fieldLabel = (path: string, t: TFunction) =>
  FIELD_LABELS[path] !== undefined
    ? t(`builder:fieldLabels.${path}`)
    : path.startsWith("socialLinks.")
      ? t("builder:fieldLabels.socialLinks")
      : t(`builder:sections.${sectionById(path.split(".")[0] === "contact" ? "contact" : path.split(".")[0]).id}`);

function BuilderEditor({ template }: { template: TemplateInfo }) {
  const templateId = template.id;
  const { t } = useTranslation("builder");
  const message = useMessage();
  const location = useLocation();
  const user = useQuery(api.users.current);
  const portfolioId = useSharedPortfolioId();
  // A shared portfolio: the person's role, live; null once they are removed (the builder turns read-only).
  const access = useQuery(api.members.access, portfolioId === undefined ? "skip" : { portfolioId });
  const lostAccess = portfolioId !== undefined && access === null;
  // The owner's plan decides a shared portfolio's templates (the server checks it on every save).
  const premiumBlocked = portfolioId === undefined && user && !canUseTemplate(template, user.plan);
  const blockedReason = lostAccess ? ACCESS_MESSAGES.noAccess : premiumBlocked ? PREMIUM_MESSAGE : null;
  const session = useBuilderSession({ templateId, blockedReason, portfolioId });
  // What the page around the form shows: a keystroke changes the values, rarely this, so typing
  // re-renders the form and the preview (EditorForm, EditorPreview) and not the page.
  const state = useSessionSlice(session, editorShell, dequal);
  const focus = useSectionFocus();
  // The language the form edits and the preview shows (a portfolio with translations).
  const languages = useBuilderLanguages(state.languages, focus.focusField);
  const focusField = languages.focusField;
  const actions = useBuilderActions(session, {
    templateId,
    focusField,
    portfolioId,
  });
  const history = useHistoryActions(session, focus, languages.showStep);
  // Presence on a shared portfolio, and on one's own once it has members.
  const members = useQuery(api.members.list, portfolioId === undefined ? {} : "skip");
  const together = portfolioId !== undefined || (members?.members.length ?? 0) > 0;
  const others = usePresence(portfolioId, focus.active, together && state.ready && !blockedReason);
  const typing = useMemo(() => typingByField(others), [others]);
  useUndoShortcuts(history, state.ready);

  // The store reports; the page tells the person.
  useEffect(() => {
    if (state.notice?.kind === "restored-backup")
      notifications.show({
        color: "blue",
        message: t("restoredBackup"),
      });
    if (state.notice) session.clearNotice();
  }, [state.notice, session, t]);

  // The preview page sends people back here to fix what blocks publishing.
  const handledLocationState = useRef(false);
  useEffect(() => {
    if (!state.ready || handledLocationState.current) return;
    handledLocationState.current = true;
    const focusPath = (location.state as BuilderLocationState)?.focus;
    if (typeof focusPath === "string" && focusPath.length < 100) focusField(focusPath);
    if ((location.state as BuilderLocationState)?.showErrors !== "publish") return;
    const errors = validateFormData(session.getState().values, "publish");
    session.showErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) focusField(first);
  }, [state.ready, location.state, session, focusField]);

  // Layout: sidebar from 48em, the live preview beside the form from 75em; narrower, it opens in a
  // sheet over the form (and the toolbar's Preview shows the whole page, as always).
  const wide = useMediaQuery("(min-width: 75em)", false, {
    getInitialValueInEffect: false,
  });
  const roomy = useMediaQuery("(min-width: 48em)", false, {
    getInitialValueInEffect: false,
  });
  const toolbar = useElementSize<HTMLDivElement>();
  const withErrors = useMemo(() => new Set(state.errorSections), [state.errorSections]);
  const blockingField = state.status.kind === "error" ? state.status.field : null;
  const shouldBlock = useStableCallback(() => !blockedReason && (session.getState().dirty || session.hasPendingUploads()));
  const activeSection = sectionById(focus.active);
  // The toolbar is memoised: stable handlers, and its part of the state kept while it is the same.
  const { ready, canUndo, canRedo, env, status } = state;
  const toolbarState = useSharedValue({ ready, canUndo, canRedo, env, status });
  const onShowBlockingField = useStableCallback(() => blockingField && focusField(blockingField));
  const onUndo = useStableCallback(history.undo);
  const onRedo = useStableCallback(history.redo);
  const onSave = useStableCallback(() => void actions.save());
  const onPreview = useStableCallback(() => void actions.openPreview());
  const onPublish = useStableCallback(() => void actions.publish());
  const onRemoveEntry = useStableCallback(actions.removeEntry);
  const onResolve = useStableCallback((choices: Parameters<typeof actions.resolveConflict>[0]) => void actions.resolveConflict(choices));
  const shared = useMemo(() => (access ? { ownerName: access.ownerName, canPublish: roleMay(access.role, "publish") } : null), [access]);
  const people = useMemo(() => <CollaborationBar portfolioId={portfolioId} compact={!roomy} others={others} />, [portfolioId, roomy, others]);

  return (
    <Container fluid={wide} size="lg" pb="lg" w="100%" className={classes.root} style={{ ["--builder-toolbar" as string]: `${toolbar.height}px` }}>
      <BuilderToolbar
        toolbarRef={toolbar.ref}
        compact={!roomy}
        templateName={template.name}
        state={toolbarState}
        confirmedSaveAt={actions.confirmedSaveAt}
        blockingFieldLabel={blockingField ? fieldLabel(blockingField, t) : null}
        onShowBlockingField={onShowBlockingField}
        onUndo={onUndo}
        onRedo={onRedo}
        historyNote={history.note}
        onSave={onSave}
        onPreview={onPreview}
        onPublish={onPublish}
        preparingPreview={actions.preparingPreview}
        publishing={actions.publishing}
        shared={shared}
        people={people}
      />

      {lostAccess && (
        <Alert color="red" title={t("noAccess.title")} mb="md" role="alert">
          {message(ACCESS_MESSAGES.noAccess)} <Trans t={t} i18nKey="noAccess.text" components={{ dashboard: <Anchor component={Link} to="/dashboard" /> }} />
        </Alert>
      )}
      {blockedReason && !lostAccess && (
        <Alert color="yellow" title={t("premium.title")} mb="md">
          {message(blockedReason)}{" "}
          <Trans
            t={t}
            i18nKey={state.named ? "premium.withDraft" : "premium.withSample"}
            components={{
              upgrade: <UpgradeLink capability="premiumTemplates" />,
              plans: <Anchor component={Link} to="/pricing" />,
              templates: <Anchor component={Link} to="/templates" />,
            }}
          />
        </Alert>
      )}

      {!state.ready ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t("status.loading")}</Text>
          </Group>
        </Center>
      ) : blockedReason ? (
        // Read-only: nothing here can be saved or published on this plan, so nothing is editable.
        <EditorPreview session={session} templateId={templateId} section={activeSection} languages={languages} view="readOnly" />
      ) : (
        <>
          {state.savedRevision === 0 && !state.dirty && (
            <Paper withBorder p="md" radius="md" mb="md">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t("sample.intro")}</Text>
                <Group gap="xs">
                  <Button
                    variant="light"
                    leftSection={<IconSparkles size={16} aria-hidden />}
                    loading={actions.loadingSample}
                    onClick={() => void actions.startFromSample()}
                  >
                    {t("sample.start")}
                  </Button>
                  {/* The imports live with the account's data (they replace the draft after a preview); one's own portfolio only. */}
                  {portfolioId === undefined && (
                    <Button component={Link} to="/account#data-heading" variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
                      {t("sample.import")}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          )}

          <Box
            className={classes.grid}
            style={{
              gridTemplateColumns: [roomy ? "11rem" : null, "minmax(0, 1fr)", wide ? "minmax(0, 1fr)" : null].filter(Boolean).join(" "),
            }}
          >
            {roomy && (
              <Box className={classes.sticky}>
                <SectionNav active={focus.active} onChange={focus.switchSection} withErrors={withErrors} compact={false} />
              </Box>
            )}
            <Stack gap="md">
              {!wide && (
                <Group align="flex-end" justify="flex-end" wrap="nowrap" gap="sm">
                  {!roomy && (
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <SectionNav active={focus.active} onChange={focus.switchSection} withErrors={withErrors} compact />
                    </Box>
                  )}
                  <EditorPreview
                    session={session}
                    templateId={templateId}
                    section={activeSection}
                    languages={languages}
                    view="sheet"
                    device={roomy ? "desktop" : "mobile"}
                  />
                </Group>
              )}
              {languages.tags.length > 1 && <EditingLanguageBar tags={languages.tags} value={languages.editing} onChange={languages.edit} />}
              {/*
               * A form landmark, not one <form>: Chromium's autofill reads a typed field's whole form
               * again at each keystroke and selection change (on 20 projects, 120 fields: a quarter of a
               * keystroke's main-thread time). Each list entry is a small <form> of its own (EntryList).
               * Enter never submitted the old one: no submit button, and every panel but About (a
               * textarea) has several single-line fields, which then do not submit.
               */}
              <div ref={focus.panelRef} role="form" aria-labelledby={`builder-section-${focus.active}`}>
                <EditorForm session={session} section={activeSection} typing={typing} languages={languages} onRemove={onRemoveEntry} />
                <Button variant="subtle" className={classes.skip} onClick={() => document.getElementById(SAVE_BUTTON_ID)?.focus()}>
                  {t("skipToSave")}
                </Button>
              </div>
            </Stack>
            {wide && (
              <Box className={classes.sticky}>
                <EditorPreview
                  session={session}
                  templateId={templateId}
                  section={activeSection}
                  languages={languages}
                  view="pane"
                  height="calc(100dvh - var(--builder-top) - 5rem)"
                />
              </Box>
            )}
          </Box>
        </>
      )}

      <ConflictModal conflict={state.conflict} onResolve={onResolve} />
      {actions.sampleDialog}
      <UnsavedChangesGuard shouldBlock={shouldBlock} />
    </Container>
  );
}
