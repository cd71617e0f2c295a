// Mantine CSS for components only the builder uses (the shell loads the common ones; see main.tsx).
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tooltip.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Alert, Anchor, Box, Button, Center, Container, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconEye, IconSparkles, IconWorldUpload } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { emptyFormData, validateFormData, type FieldErrors, type FormData, type ListSection } from "../../convex/model/formData";
import type { ImageSource } from "../../convex/model/images";
import { canUseTemplate, findTemplate, PREMIUM_MESSAGE, type TemplateInfo } from "../../convex/model/templates";
import { ConflictModal } from "../components/builder/ConflictModal";
import { toContent, type ImageSources } from "../components/builder/content";
import { EntryList } from "../components/builder/EntryList";
import { LivePreview } from "../components/builder/LivePreview";
import { fetchImageFile } from "../components/builder/sampleImages";
import { SaveStatusText } from "../components/builder/SaveStatusText";
import {
  AboutFields,
  ContactFields,
  EducationFields,
  ExperienceFields,
  PersonalFields,
  ProjectFields,
  SkillFields,
  type ImageFieldBinding,
} from "../components/builder/SectionFields";
import { SectionNav } from "../components/builder/SectionNav";
import { firstSectionWithError, sectionsWithErrors, type SectionId } from "../components/builder/sections";
import { UnsavedChangesGuard } from "../components/builder/UnsavedChangesGuard";
import { useDraftSync, type ConflictChoice } from "../hooks/useDraftSync";
import { useFormEntries, type EntryKeys } from "../hooks/useFormEntries";
import { useImageSlots } from "../hooks/useImageSlots";
import { useImageUpload } from "../hooks/useImageUpload";
import { usePageTitle } from "../hooks/usePageTitle";
import { PublishBlocked, usePublish } from "../hooks/usePublish";
import type { UploadResult } from "../lib/upload";

/** Navigation state the preview page sends back to ask the builder to point at publish errors. */
export type BuilderLocationState = { showErrors?: "publish" } | null;

const PROFILE_SLOT = "image";
const projectSlot = (key: string) => `project:${key}`;

/** The form path an image slot writes to, found through the entry's current position. */
function slotPath(slot: string, keys: EntryKeys): string | null {
  if (slot === PROFILE_SLOT) return "image";
  const index = keys.projects.indexOf(slot.slice("project:".length));
  return index === -1 ? null : `projects.${index}.project_image`;
}

const NOUNS: Record<ListSection, string> = { skills: "skill", experience: "experience", projects: "project", education: "education" };
const TITLES: Record<ListSection, string> = { skills: "Skills", experience: "Experience", projects: "Projects", education: "Education" };

export default function BuilderPage() {
  usePageTitle("Builder");
  const { templateId = "" } = useParams();
  const template = findTemplate(templateId);
  if (!template) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          Template not found
        </Title>
        <Text mt="sm">
          There is no template called “{templateId}”.{" "}
          <Anchor component={Link} to="/templates">
            Choose a template
          </Anchor>{" "}
          to start building.
        </Text>
      </Container>
    );
  }
  return <BuilderEditor template={template} />;
}

function BuilderEditor({ template }: { template: TemplateInfo }) {
  const templateId = template.id;
  const navigate = useNavigate();
  const location = useLocation();
  const user = useQuery(api.users.current);
  const blockedReason = user && !canUseTemplate(template, user.plan) ? PREMIUM_MESSAGE : null;

  const form = useForm<FormData>({ mode: "controlled", initialValues: emptyFormData() });
  const entries = useFormEntries(form);

  // Images: the stored images of finished uploads, kept in a ref too for code that runs after awaits.
  const [uploadedImages, setUploadedImages] = useState<ImageSources>({});
  const uploadedImagesRef = useRef<ImageSources>({});
  const { currentKeys } = entries;
  const onUploaded = useCallback(
    (slot: string, result: UploadResult) => {
      uploadedImagesRef.current = { ...uploadedImagesRef.current, [result.storageId]: result.image };
      setUploadedImages(uploadedImagesRef.current);
      const path = slotPath(slot, currentKeys());
      if (path) form.setFieldValue(path as "image", result.storageId);
    },
    [form, currentKeys],
  );
  const images = useImageSlots({ upload: useImageUpload(), onUploaded });
  const { prune } = images;
  useEffect(() => {
    prune([PROFILE_SLOT, ...entries.keys.projects.map(projectSlot)]);
  }, [entries.keys.projects, prune]);

  // Sections, errors and focus.
  const [active, setActive] = useState<SectionId>("personal");
  const [focusRequest, setFocusRequest] = useState<{ section: SectionId; target: "error" | "heading" } | null>(null);
  const panelRef = useRef<HTMLFormElement>(null);
  const showErrors = useCallback(
    (errors: FieldErrors, focus: boolean) => {
      form.setErrors(errors);
      const section = firstSectionWithError(errors);
      if (!focus || !section) return;
      setActive(section);
      setFocusRequest({ section, target: "error" });
    },
    [form],
  );
  useEffect(() => {
    if (!focusRequest || focusRequest.section !== active || !panelRef.current) return;
    const root = panelRef.current;
    const target = (focusRequest.target === "error" ? root.querySelector<HTMLElement>('[aria-invalid="true"]') : null) ?? root.querySelector<HTMLElement>("h2");
    target?.focus();
    target?.scrollIntoView?.({ block: "center" });
    setFocusRequest(null);
  }, [focusRequest, active, form.errors]);
  const switchSection = (section: SectionId) => {
    setActive(section);
    setFocusRequest({ section, target: "heading" });
  };

  const sync = useDraftSync({ form, templateId, replaceValues: entries.replaceAll, showErrors, blockedReason });

  // The preview page sends people back here to fix what blocks publishing.
  const handledLocationState = useRef(false);
  useEffect(() => {
    if (!sync.ready || handledLocationState.current) return;
    handledLocationState.current = true;
    if ((location.state as BuilderLocationState)?.showErrors === "publish") showErrors(validateFormData(form.getValues(), "publish"), true);
  }, [sync.ready, location.state, showErrors, form]);

  const draftImages = sync.draft?.images;
  const knownImages = useMemo<ImageSources>(() => ({ ...draftImages, ...uploadedImages }), [draftImages, uploadedImages]);
  const draftImagesRef = useRef<ImageSources>({});
  useEffect(() => {
    draftImagesRef.current = draftImages ?? {};
  }, [draftImages]);

  /** A slot matters while it uploads or failed, or when it holds the image the form refers to. */
  const relevantSlot = (slot: string, id: Id<"_storage"> | null) => {
    const state = images.slots[slot];
    return state && (state.status !== "done" || state.result?.storageId === id) ? state : undefined;
  };
  const sourceFor = (id: Id<"_storage"> | null, slot: string): ImageSource | null => {
    const state = relevantSlot(slot, id);
    if (state && state.status !== "error") return { src: state.objectUrl };
    return id === null ? null : (knownImages[id] ?? null);
  };
  const imageBinding = (slot: string, path: string, id: Id<"_storage"> | null): ImageFieldBinding => ({
    src: id === null ? null : (knownImages[id]?.src ?? null),
    slot: relevantSlot(slot, id),
    onPick: (file) => images.pick(slot, file),
    onRemove: () => {
      images.release(slot);
      form.setFieldValue(path as "image", null);
    },
    onRetry: () => images.retry(slot),
  });

  const values = form.values;
  const content = toContent(values, sourceFor, (i) => projectSlot(entries.keys.projects[i] ?? ""));

  // Actions.
  const { publish, publishing } = usePublish();
  const [preparingPreview, setPreparingPreview] = useState(false);

  const openPreview = async () => {
    setPreparingPreview(true);
    try {
      await images.waitForUploads();
      await sync.flush();
    } finally {
      setPreparingPreview(false);
    }
    navigate("/preview", { state: { formData: form.getValues(), templateId, images: { ...draftImagesRef.current, ...uploadedImagesRef.current } } });
  };

  const publishNow = () =>
    publish({
      templateId,
      prepare: async () => {
        const errors = validateFormData(form.getValues(), "publish");
        if (Object.keys(errors).length > 0) {
          showErrors(errors, true);
          throw new PublishBlocked("Please correct the highlighted fields before publishing.");
        }
        if (!(await images.waitForUploads())) throw new PublishBlocked("An image could not be uploaded. Try it again or remove it, then publish.");
        if (!(await sync.flush())) throw new PublishBlocked("Your latest changes could not be saved, so nothing was published. Check the save status and try again.");
        return form.getValues();
      },
      onFieldErrors: (fields) => showErrors(fields, true),
    });

  const removeEntry = (section: ListSection, index: number) => {
    const removed = entries.remove(section, index);
    const id = `removed-${removed.key}`;
    const noun = NOUNS[section];
    notifications.show({
      id,
      color: "gray",
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <span>{`${noun[0].toUpperCase()}${noun.slice(1)} ${index + 1} removed.`}</span>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              entries.restore(section, removed as never);
              notifications.hide(id);
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  };

  const resolveConflict = async (choice: ConflictChoice) => {
    const { discarded } = await sync.resolveConflict(choice);
    if (!discarded) return;
    notifications.show({
      id: "conflict-undo",
      color: "blue",
      autoClose: 10_000,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <span>Loaded the version saved elsewhere.</span>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              entries.replaceAll(discarded);
              notifications.hide("conflict-undo");
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  };

  const [loadingSample, setLoadingSample] = useState(false);
  const startFromSample = async () => {
    setLoadingSample(true);
    try {
      const { sampleFormData, sampleImageUrls } = await import("../sample/samplePortfolio");
      const keys = entries.replaceAll(structuredClone(sampleFormData));
      // Upload the sample's pictures like any picked image, so they are published too.
      const jobs = [{ slot: PROFILE_SLOT, url: sampleImageUrls.profile }, ...sampleImageUrls.projects.map((url, i) => ({ slot: projectSlot(keys.projects[i] ?? ""), url }))];
      const added = await Promise.all(
        jobs.map(async ({ slot, url }) => {
          if (!url || slot === projectSlot("")) return true;
          const file = await fetchImageFile(url);
          return file !== null && images.pick(slot, file) === null;
        }),
      );
      if (added.includes(false)) notifications.show({ color: "yellow", message: "Some sample pictures could not be added. You can upload your own." });
    } catch {
      notifications.show({ color: "red", message: "The sample portfolio could not be loaded. Please try again." });
    } finally {
      setLoadingSample(false);
    }
  };

  // Layout: sidebar from 48em, preview beside the form from 75em, otherwise an Edit/Preview switch.
  const wide = useMediaQuery("(min-width: 75em)", false, { getInitialValueInEffect: false });
  const roomy = useMediaQuery("(min-width: 48em)", false, { getInitialValueInEffect: false });
  const [narrowView, setNarrowView] = useState<"edit" | "preview">("edit");
  const showForm = wide || narrowView === "edit";
  const showPreview = wide || narrowView === "preview";
  const withErrors = sectionsWithErrors(form.errors);
  const shouldBlock = useCallback(() => sync.isDirtyNow() || images.hasPendingUploads(), [sync, images]);

  const listSection = (section: ListSection, renderFields: (index: number, key: string) => React.ReactNode, summary: (index: number) => string) => (
    <EntryList
      title={TITLES[section]}
      noun={NOUNS[section]}
      headingId={`builder-section-${section}`}
      keys={entries.keys[section]}
      summary={summary}
      renderFields={renderFields}
      onAdd={() => entries.add(section)}
      onRemove={(index) => removeEntry(section, index)}
      onMove={(from, to) => entries.move(section, from, to)}
      error={form.errors[section]}
    />
  );

  const sectionPanel = () => {
    const headingId = `builder-section-${active}`;
    switch (active) {
      case "personal":
        return <PersonalFields form={form} headingId={headingId} image={imageBinding(PROFILE_SLOT, "image", values.image)} />;
      case "about":
        return <AboutFields form={form} headingId={headingId} />;
      case "contact":
        return <ContactFields form={form} headingId={headingId} />;
      case "skills":
        return listSection("skills", (i) => <SkillFields form={form} index={i} />, (i) => values.skills[i]?.name ?? "");
      case "experience":
        return listSection(
          "experience",
          (i) => <ExperienceFields form={form} index={i} />,
          (i) => [values.experience[i]?.title, values.experience[i]?.company].filter(Boolean).join(", "),
        );
      case "projects":
        return listSection(
          "projects",
          (i, key) => <ProjectFields form={form} index={i} image={imageBinding(projectSlot(key), `projects.${i}.project_image`, values.projects[i]?.project_image ?? null)} />,
          (i) => values.projects[i]?.title ?? "",
        );
      case "education":
        return listSection("education", (i) => <EducationFields form={form} index={i} />, (i) => values.education[i]?.degree || values.education[i]?.type || "");
    }
  };

  return (
    <Container fluid={wide} size="lg" py="lg" w="100%">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1} size="h2">
            Build your portfolio
          </Title>
          <Text size="sm" c="dimmed">
            {template.name} template ·{" "}
            <Anchor component={Link} to="/templates" size="sm">
              Change template
            </Anchor>
          </Text>
        </div>
        <Group gap="sm">
          <SaveStatusText status={sync.status} />
          <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void sync.save("manual")} disabled={!sync.ready}>
            Save
          </Button>
          <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()} loading={preparingPreview} disabled={!sync.ready}>
            Preview
          </Button>
          <Button leftSection={<IconWorldUpload size={16} aria-hidden />} onClick={() => void publishNow()} loading={publishing} disabled={!sync.ready}>
            Publish
          </Button>
        </Group>
      </Group>

      {blockedReason && (
        <Alert color="yellow" title="Premium template" mb="md">
          {blockedReason}{" "}
          <Anchor component={Link} to="/pricing">
            See plans
          </Anchor>{" "}
          or{" "}
          <Anchor component={Link} to="/templates">
            choose another template
          </Anchor>
          .
        </Alert>
      )}

      {!sync.ready ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Loading your draft…</Text>
          </Group>
        </Center>
      ) : (
        <>
          {sync.draft === null && !sync.dirty && (
            <Paper withBorder p="md" radius="md" mb="md">
              <Group justify="space-between" gap="sm">
                <Text size="sm">Starting fresh? Fill the form with a sample portfolio and make it yours.</Text>
                <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden />} loading={loadingSample} onClick={() => void startFromSample()}>
                  Start from the sample portfolio
                </Button>
              </Group>
            </Paper>
          )}

          {!wide && (
            <SegmentedControl
              mb="md"
              fullWidth
              aria-label="Show"
              value={narrowView}
              onChange={(value) => setNarrowView(value === "preview" ? "preview" : "edit")}
              data={[
                { value: "edit", label: "Edit" },
                { value: "preview", label: "Preview" },
              ]}
            />
          )}

          <Box
            style={{
              display: "grid",
              gap: "var(--mantine-spacing-lg)",
              alignItems: "start",
              gridTemplateColumns: [roomy && showForm ? "11rem" : null, showForm ? "minmax(0, 1fr)" : null, showPreview ? "minmax(0, 1fr)" : null].filter(Boolean).join(" "),
            }}
          >
            {roomy && showForm && (
              <Box style={{ position: "sticky", top: "var(--mantine-spacing-md)" }}>
                <SectionNav active={active} onChange={switchSection} withErrors={withErrors} compact={false} />
              </Box>
            )}
            {showForm && (
              <Stack gap="md">
                {!roomy && <SectionNav active={active} onChange={switchSection} withErrors={withErrors} compact />}
                <form
                  ref={panelRef}
                  noValidate
                  aria-labelledby={`builder-section-${active}`}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void sync.save("manual");
                  }}
                >
                  {sectionPanel()}
                </form>
              </Stack>
            )}
            {showPreview && (
              <Box style={{ position: wide ? "sticky" : undefined, top: "var(--mantine-spacing-md)" }}>
                <LivePreview templateId={templateId} content={content} height={wide ? "calc(100dvh - 10rem)" : "70dvh"} />
              </Box>
            )}
          </Box>
        </>
      )}

      <ConflictModal conflict={sync.conflict} theirs={sync.theirs} onResolve={(choice) => void resolveConflict(choice)} />
      <UnsavedChangesGuard shouldBlock={shouldBlock} />
    </Container>
  );
}
