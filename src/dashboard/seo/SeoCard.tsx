// Mantine CSS for the one component here the shell does not load (see src/app/appShell.route.tsx).
import "@mantine/core/styles/Radio.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorData, errorMessage } from "../../../convex/model/errors";
import { cleanSeo, SEO_DESCRIPTION_LIMIT, SEO_PLAN_MESSAGE, SEO_TITLE_LIMIT, validateSeo, type SeoSettings } from "../../../convex/model/seo";
import { portfolioMeta } from "../../public-page/portfolioMeta";
import { APP_BASENAME } from "../../lib/basePath";
import { publicPageHref } from "../../lib/publicLink";
import { readPageTags, seoChecklist, type CheckItem } from "./seoChecklist";
import { InlineLoader } from "../../ui/InlineLoader";
import { UpgradeLink } from "../../plans/UpgradeLink";
import type { PublishedSummary } from "../types";
import { appearanceOf } from "./searchAppearance";
import { SearchPreview } from "./SearchPreview";
import { SeoChecklist } from "./SeoChecklist";
import { SeoCounter } from "./SeoCounter";

/**
 * SEO tools (Business): the page's own title and description with counters, the link-preview
 * picture, a live preview of the search result and the shared card (drawn by the same function
 * as the served page's head), and a checklist read from the page as served. Other plans see all
 * of it for their page, read-only, with the way to upgrade.
 */
export function SeoCard({ uid, published }: { uid: string; published: PublishedSummary | null }) {
  const seo = useQuery(api.seo.settings);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="seo-heading">
      <Title order={2} size="h4" id="seo-heading" mb="sm">
        Search and sharing
      </Title>
      {seo === undefined || seo === null ? (
        <InlineLoader label="Loading your SEO settings…" />
      ) : (
        <SeoBody uid={uid} published={published} allowed={seo.allowed} saved={seo.settings} hasPhoto={seo.hasPhoto} />
      )}
    </Card>
  );
}

function SeoBody({
  uid,
  published,
  allowed,
  saved,
  hasPhoto,
}: {
  uid: string;
  published: PublishedSummary | null;
  allowed: boolean;
  saved: SeoSettings;
  hasPhoto: boolean;
}) {
  const [values, setValues] = useState<SeoSettings>(saved);
  const savedKey = JSON.stringify(saved);
  // The stored settings changed (saved here or elsewhere): the form follows.
  useEffect(() => setValues(JSON.parse(savedKey) as SeoSettings), [savedKey]);
  const save = useMutation(api.seo.save);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const errors = { ...validateSeo(values), ...serverErrors };
  const dirty = JSON.stringify(cleanSeo(values)) !== JSON.stringify(cleanSeo(saved));

  const page = useQuery(api.portfolios.getPublic, published ? { userId: uid } : "skip");
  const appearance = useMemo(() => {
    if (!published || page?.status !== "published") return null;
    return appearanceOf(portfolioMeta({ ...page, seo: cleanSeo(values) }, { origin: window.location.origin, basePath: APP_BASENAME, path: published.path }));
  }, [page, values, published]);
  const checklist = useServedChecklist(published ? publicPageHref(published.path) : null, `${savedKey}|${published?.publishedAt ?? ""}`);

  const submit = async () => {
    setServerErrors({});
    setSaving(true);
    try {
      await save({ settings: cleanSeo(values) });
      notifications.show({ color: "teal", message: "SEO settings saved. Your page uses them now." });
    } catch (error) {
      setServerErrors((errorData(error)?.fields as Record<string, string> | undefined) ?? {});
      notifications.show({ color: "red", message: errorMessage(error, "Could not save the SEO settings.") });
    } finally {
      setSaving(false);
    }
  };

  // The counters count what the page will carry: the owner's text, or the page's own when empty.
  const set = (patch: Partial<SeoSettings>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <Stack gap="lg">
      {!allowed && (
        <Alert color="grape" title="Business plan">
          {SEO_PLAN_MESSAGE} Here is what they show for your page; the settings are read-only. <UpgradeLink capability="seoTools" />
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (allowed && Object.keys(validateSeo(values)).length === 0) void submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              ref={titleRef}
              id="seo-title"
              label="Page title"
              description={<SeoCounter count={(appearance?.title ?? values.title.trim()).length} limit={SEO_TITLE_LIMIT} empty="your name and role" />}
              value={values.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              readOnly={!allowed}
              error={errors.title}
            />
            <Textarea
              ref={descriptionRef}
              id="seo-description"
              label="Description"
              description={<SeoCounter count={(appearance?.description ?? values.description.trim()).length} limit={SEO_DESCRIPTION_LIMIT} empty="your bio" />}
              value={values.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
              readOnly={!allowed}
              autosize
              minRows={3}
              error={errors.description}
            />
            <Radio.Group label="Picture when shared" value={values.image} onChange={(value) => set({ image: value === "photo" ? "photo" : "card" })}>
              <Group gap="lg" mt={6}>
                <Radio value="card" label="Generated card" disabled={!allowed} />
                <Radio value="photo" label="Your photo" disabled={!allowed || !hasPhoto} description={hasPhoto ? undefined : "Publish a profile photo first"} />
              </Group>
            </Radio.Group>
            {allowed && (
              <Group>
                <Button type="submit" loading={saving} disabled={!dirty}>
                  Save SEO settings
                </Button>
                {dirty && (
                  <Button variant="subtle" onClick={() => setValues(saved)}>
                    Discard changes
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </form>
        {published === null ? (
          <Text size="sm">Publish your portfolio to see how it appears in search results and when shared.</Text>
        ) : appearance === null ? (
          <InlineLoader label="Loading the preview…" />
        ) : (
          <SearchPreview appearance={appearance} />
        )}
      </SimpleGrid>
      {published !== null && (
        <section aria-labelledby="seo-checklist-heading">
          <Title order={3} size="h5" id="seo-checklist-heading" mb="xs">
            Checklist of your published page
          </Title>
          {checklist.status === "loading" ? (
            <InlineLoader label="Reading your published page…" />
          ) : checklist.status === "error" ? (
            <Text size="sm">Could not read your published page. Open it and try again later.</Text>
          ) : (
            <SeoChecklist
              items={checklist.items}
              templateId={published.templateId}
              onFixSeoField={allowed ? (field) => (field === "title" ? titleRef : descriptionRef).current?.focus() : null}
            />
          )}
        </section>
      )}
    </Stack>
  );
}

type ChecklistState = { status: "loading" } | { status: "error" } | { status: "ready"; items: CheckItem[] };

/**
 * Reads the page as served (its HTML and head) and checks it, again whenever `version` changes
 * (a publish, saved settings). Marked as a prefetch, so it is not counted as a view.
 */
function useServedChecklist(href: string | null, version: string): ChecklistState {
  const [state, setState] = useState<ChecklistState>({ status: "loading" });
  useEffect(() => {
    if (href === null) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(href, { headers: { Purpose: "prefetch" }, signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const doc = new DOMParser().parseFromString(await response.text(), "text/html");
        setState({ status: "ready", items: seoChecklist(doc, readPageTags(doc)) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("Could not read the published page for the SEO checklist", error);
          setState({ status: "error" });
        }
      });
    return () => controller.abort();
  }, [href, version]);
  return state;
}
