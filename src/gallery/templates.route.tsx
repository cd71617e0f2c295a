import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { Button, CloseButton, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useConvexAuth, useQuery } from "convex/react";
import { useNavigate, useSearchParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { canUseTemplate, filterGallery, TEMPLATE_CATEGORIES, TEMPLATES, type TemplateInfo } from "../../convex/model/templates";
import {
  emptyGalleryText,
  galleryFilterSearch,
  NO_GALLERY_FILTERS,
  planFilter,
  readGalleryFilters,
  type EmptyGalleryWords,
  type GalleryFilters,
} from "../../convex/model/templateSearch";
import { GalleryFilterSelect } from "./GalleryFilterSelect";
import { TemplateCard } from "./TemplateCard";
import { useOpenTemplate } from "./useOpenTemplate";
import { signUpForTemplatePath } from "../lib/authRedirect";
import { preloadTemplate } from "../templates/registry";
import type { Route } from "./+types/templates.route";
import { pageMeta } from "../i18n/pageMeta";
import { STATIC_GALLERY_PAGE, useStaticDocument } from "../lib/routeHandle";
import { StaticToasts, ToastTemplate } from "../ui/StaticToasts";
import { PremiumMessage } from "./PremiumMessage";
import { upgradePath } from "../plans/upgrade";
import { APP_BASENAME } from "../lib/basePath";

/**
 * A first load is plain HTML with a small script (src/gallery/script): the search, and for a
 * member the plan's locks and "Use this template". The app navigating here renders this component.
 */
export const handle = STATIC_GALLERY_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "templates");

/** The plan filter's choices: the value in the address and the words shown (keys in the gallery catalogue). */
const PLAN_CHOICES = [
  { value: "", label: "allPlans" },
  { value: "free", label: "free" },
  { value: "pro", label: "pro" },
];

/**
 * The template gallery, for visitors and members: search the catalogue and filter it by plan and
 * category (kept in the address, so a filtered gallery can be shared or bookmarked), open a live
 * demo, and start building from a template (signed out, "Use this template" signs up first, then
 * opens that template's builder).
 */
export default function TemplatesPage() {
  const { t } = useTranslation("gallery");
  const planChoices = PLAN_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const categoryName = (category: string) => t(`categories.${category}`);
  const categoryChoices = [
    { value: "", label: t("allCategories") },
    ...TEMPLATE_CATEGORIES.map((category) => ({ value: category, label: categoryName(category) })),
  ];
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<GalleryFilters>(() => readGalleryFilters(params, TEMPLATE_CATEGORIES));
  const { query } = filters;
  const setQuery = (next: string) => setFilters((current) => ({ ...current, query: next }));
  // The address follows the filters (replaced, not pushed: Back leaves the gallery).
  const search = galleryFilterSearch(filters);
  useEffect(() => {
    if (search !== galleryFilterSearch(readGalleryFilters(params, TEMPLATE_CATEGORIES))) {
      setParams(new URLSearchParams(search), { replace: true, preventScrollReset: true });
    }
  }, [search, params, setParams]);
  const { isLoading, isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  const plan = user?.plan;
  const { open, pendingId } = useOpenTemplate(plan);
  // "Use this template": members go through the gallery's checks, visitors to sign-up first. A
  // click while the session is still unknown waits for it.
  const [waitingFor, setWaitingFor] = useState<TemplateInfo | null>(null);
  const use = (template: TemplateInfo) => {
    if (isLoading) setWaitingFor(template);
    else if (isAuthenticated) void open(template);
    else navigate(signUpForTemplatePath(template.id));
  };
  useEffect(() => {
    if (!waitingFor || isLoading) return;
    setWaitingFor(null);
    if (isAuthenticated) void open(waitingFor);
    else navigate(signUpForTemplatePath(waitingFor.id));
  }, [waitingFor, isLoading, isAuthenticated, open, navigate]);
  // The search also finds the words the cards show in the page's language.
  const results = filterGallery(filters, TEMPLATES, (template) => [categoryName(template.category), t(`descriptions.${template.id}`)]);
  const matching = new Set(results);
  const clear = () => setQuery("");
  const clearAll = () => setFilters(NO_GALLERY_FILTERS);
  // Without React every card is in the HTML and the empty state hidden: the script shows what matches.
  const staticDocument = useStaticDocument();
  const searchHook = (name: string) => (staticDocument ? { [`data-template-${name}`]: "" } : {});
  // Mantine's components set their own display, which the hidden attribute would not override.
  const shownIf = (shown: boolean) => (shown ? undefined : { display: "none" });

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t("title")}</Title>
          <Text c="dimmed" mt={4}>
            {t("intro")}
          </Text>
        </div>
        {/* Without JavaScript the form sends the filters in the address and the server renders the gallery filtered. */}
        <form method="get" role="search" aria-label={t("searchForm")} onSubmit={(event) => event.preventDefault()}>
          <Group align="flex-end" gap="sm">
            <TextInput
              name="q"
              label={t("searchLabel")}
              placeholder={t("searchPlaceholder")}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") clear();
              }}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                query !== "" || staticDocument ? (
                  <CloseButton aria-label={t("clear")} onClick={clear} style={shownIf(query !== "")} {...searchHook("clear")} />
                ) : null
              }
              w={{ base: "100%", sm: 360 }}
              {...searchHook("search")}
            />
            <GalleryFilterSelect
              name="plan"
              label={t("plan")}
              choices={planChoices}
              value={filters.plan}
              onChange={(value) => setFilters((current) => ({ ...current, plan: planFilter(value) }))}
              width={150}
              {...searchHook("plan")}
            />
            <GalleryFilterSelect
              name="category"
              label={t("category")}
              choices={categoryChoices}
              value={filters.category}
              onChange={(value) => setFilters((current) => ({ ...current, category: value || null }))}
              width={170}
              {...searchHook("category")}
            />
            {staticDocument && (
              <noscript>
                <Button type="submit" variant="default">
                  {t("show")}
                </Button>
              </noscript>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt="xs" role="status" {...searchHook("count")}>
            {t("count", { count: results.length })}
          </Text>
        </form>
        {(results.length === 0 || staticDocument) && (
          <Stack align="flex-start" gap="sm" style={shownIf(results.length === 0)} {...searchHook("empty")}>
            <Text {...searchHook("empty-text")}>
              {emptyGalleryText(filters, t("script.empty", { returnObjects: true }) as EmptyGalleryWords, categoryName)}
            </Text>
            <Button variant="light" onClick={clearAll} {...searchHook("clear-all")}>
              {t("clearSearch")}
            </Button>
          </Stack>
        )}
        {(results.length > 0 || staticDocument) && (
          // Without React every card is in the HTML (the script filters them); the app renders the matches.
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={shownIf(results.length > 0)} {...searchHook("grid")}>
            {(staticDocument ? TEMPLATES : results).map((template, index) => {
              const locked = plan !== undefined && !canUseTemplate(template, plan);
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
                  hidden={!matching.has(template)}
                  // The address for a new tab; while the session is unknown, the visitor's one
                  // (/signup forwards a signed-in user to the builder at once).
                  useHref={isAuthenticated ? `/builder/${template.id}` : signUpForTemplatePath(template.id)}
                  locked={locked}
                  pending={pendingId === template.id || waitingFor?.id === template.id}
                  onUse={() => use(template)}
                  onIntent={() => {
                    if (!locked) preloadTemplate(template.id);
                  }}
                  priority={index === 0}
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
      {staticDocument && <StaticMemberParts />}
    </Container>
  );
}

/**
 * What the member's script without React shows (src/gallery/script/member.ts): the premium
 * template toast (its trial link set for the template) and the button's loading look.
 */
function StaticMemberParts() {
  const { t } = useTranslation("gallery");
  return (
    <>
      <StaticToasts>
        <ToastTemplate name="premium" color="yellow" title={t("premiumTitle")} closeLabel={t("close")}>
          <PremiumMessage trialHref={APP_BASENAME + upgradePath("premiumTemplates")} pricingHref={`${APP_BASENAME}/pricing`} />
        </ToastTemplate>
      </StaticToasts>
      <template data-button-loader>
        <Button loading>{t("use")}</Button>
      </template>
    </>
  );
}
