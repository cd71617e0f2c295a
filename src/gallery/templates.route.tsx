import { useEffect, useState } from "react";
import { Button, CloseButton, Container, Notification, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useConvexAuth, useQuery } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { canUseTemplate, searchTemplates, type TemplateInfo } from "../../convex/model/templates";
import { TemplateCard } from "./TemplateCard";
import { useOpenTemplate } from "./useOpenTemplate";
import { signUpForTemplatePath } from "../account/auth/authRedirect";
import { preloadTemplate } from "../templates/registry";
import type { Route } from "./+types/templates.route";
import { pageMeta } from "../lib/pageMeta";
import { STATIC_GALLERY_PAGE, useStaticDocument } from "../lib/routeHandle";
import { StaticToasts } from "../ui/StaticToasts";
import { PREMIUM_TITLE, PremiumMessage } from "./PremiumMessage";
import { upgradePath } from "../plans/upgrade";
import { APP_BASENAME } from "../lib/publicLink";

/**
 * A first load is plain HTML with a small script (src/gallery/script): the search, and for a
 * member the plan's locks and "Use this template". The app navigating here renders this component.
 */
export const handle = STATIC_GALLERY_PAGE;

export const meta: Route.MetaFunction = () => pageMeta("Templates");

/**
 * The template gallery, for visitors and members: search the catalogue, open a live demo, and
 * start building from a template (signed out, "Use this template" signs up first, then opens
 * that template's builder).
 */
export default function TemplatesPage() {
  const [query, setQuery] = useState("");
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
  const results = searchTemplates(query);
  const clear = () => setQuery("");
  // Without React every card is in the HTML and the empty state hidden: the script shows what matches.
  const staticDocument = useStaticDocument();
  const searchHook = (name: string) => (staticDocument ? { [`data-template-${name}`]: "" } : {});
  // Mantine's components set their own display, which the hidden attribute would not override.
  const shownIf = (shown: boolean) => (shown ? undefined : { display: "none" });

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Templates</Title>
          <Text c="dimmed" mt={4}>
            Choose a template to start building your portfolio
          </Text>
        </div>
        <div>
          <TextInput
            label="Search templates"
            placeholder="Search by name, category, or tag..."
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") clear();
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query !== "" || staticDocument ? <CloseButton aria-label="Clear" onClick={clear} style={shownIf(query !== "")} {...searchHook("clear")} /> : null
            }
            maw={480}
            {...searchHook("search")}
          />
          <Text size="sm" c="dimmed" mt="xs" role="status" {...searchHook("count")}>
            {results.length === 1 ? "1 template" : `${results.length} templates`}
          </Text>
        </div>
        {(results.length === 0 || staticDocument) && (
          <Stack align="flex-start" gap="sm" style={shownIf(results.length === 0)} {...searchHook("empty")}>
            <Text>
              No templates match “{staticDocument ? <span data-template-query>{query.trim()}</span> : query.trim()}”. Try a name, a category such as Business,
              or a tag such as sidebar.
            </Text>
            <Button variant="light" onClick={clear} {...searchHook("clear")}>
              Clear search
            </Button>
          </Stack>
        )}
        {results.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" {...searchHook("grid")}>
            {results.map((template, index) => {
              const locked = plan !== undefined && !canUseTemplate(template, plan);
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
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
  return (
    <>
      <StaticToasts>
        <template data-toast="premium">
          <Notification color="yellow" title={PREMIUM_TITLE} mt="sm" closeButtonProps={{ "aria-label": "Close" }}>
            <PremiumMessage trialHref={APP_BASENAME + upgradePath("premiumTemplates")} pricingHref={`${APP_BASENAME}/pricing`} />
          </Notification>
        </template>
      </StaticToasts>
      <template data-button-loader>
        <Button loading>Use this template</Button>
      </template>
    </>
  );
}
