import type { ReactNode } from "react";
import { Anchor, Card, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { SUPPORT } from "../../convex/model/contact";
import { mailtoHref, telHref } from "../../convex/model/urls";
import { ContactForm } from "./contact/ContactForm";
import { COMPANY } from "../lib/company";
import { IconBadge } from "../ui/IconBadge";
import { contactAction } from "../lib/contactAction.server";
import { supportContactForm } from "./contact/contactAction.server";
import { STATIC_VISITOR_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/contact.route";
import { pageMeta } from "../i18n/pageMeta";

/** Plain HTML: no React in the browser; src/visitor/script/contact.ts validates and sends the form. */
export const handle = STATIC_VISITOR_PAGE;

/** The form posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await contactAction(request, supportContactForm(context));
  return data(result, { status });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "contact");

export default function ContactPage() {
  const { t } = useTranslation("visitor");
  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        {t("contact.title")}
      </Title>
      <Text c="dimmed" mb="xl" maw={640}>
        {t("contact.intro")}
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ContactDetail Icon={IconMail} label={t("contact.supportEmail")}>
              <Anchor href={mailtoHref(SUPPORT.email) ?? undefined}>{SUPPORT.email}</Anchor>
            </ContactDetail>
            <ContactDetail Icon={IconPhone} label={t("contact.supportPhone")}>
              <Anchor href={telHref(SUPPORT.phone) ?? undefined}>{SUPPORT.phone}</Anchor>
            </ContactDetail>
            <ContactDetail Icon={IconMapPin} label={t("contact.office")}>
              <Text>{COMPANY.address}</Text>
            </ContactDetail>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="xl" radius="md">
            <Title order={2} size="h3" mb="md">
              {t("contact.formTitle")}
            </Title>
            <ContactForm />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function ContactDetail({ Icon, label, children }: { Icon: typeof IconMail; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <IconBadge size={40} variant="light" aria-hidden>
        <Icon size={20} />
      </IconBadge>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}
