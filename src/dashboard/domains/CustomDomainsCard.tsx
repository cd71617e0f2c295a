import { UpgradeLink } from "../../plans/UpgradeLink";
import { Card, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { normalizeDomain } from "../../../convex/model/customDomains";
import { errorData } from "../../../convex/model/errors";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../i18n/messages";
import { InlineLoader } from "../../ui/InlineLoader";
import { inlineSubmit } from "../../ui/inlineSubmit";
import { DomainItem } from "./DomainItem";
import type { DomainList, DomainRow } from "./types";

/** The card's texts in English (as tests read them); shown from the catalogue (dashboard:domains.*) in the app's language. */
export const DOMAIN_TEXTS = {
  heading: "Custom domain",
  intro:
    "Show your portfolio at your own address, like ana.design, with HTTPS. Add the domain here, then the DNS records it lists at the company where you registered the domain.",
  upgrade: "Show your portfolio at your own address, like ana.design, with a Pro or Business plan.",
  paused: "Your domains are paused: custom domains come with the Pro and Business plans.",
  notConfigured: "Custom domains are not set up on this server yet.",
  added: "Domain added. Now add its DNS records.",
  failed: "Could not add the domain. Please try again.",
} as const;

/**
 * The dashboard's custom-domain panel: connect a domain (checked here with the server's own
 * rules), the exact DNS records each one needs with what the last check found, and its state,
 * live: the server checks on its own schedule and the list follows.
 */
export function CustomDomainsCard() {
  const { t } = useTranslation("dashboard");
  const list = useQuery(api.customDomains.list);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="domains-heading">
      <Title order={2} size="h3" id="domains-heading" mb="md">
        {t("domains.heading")}
      </Title>
      {list === undefined || list === null ? <InlineLoader label={t("domains.loading")} /> : <DomainsBody list={list} />}
    </Card>
  );
}

function DomainsBody({ list }: { list: DomainList }) {
  const { t } = useTranslation("dashboard");
  if (!list.allowed) {
    return (
      <Stack gap="md">
        <Text size="sm">
          {list.domains.length > 0 ? t("domains.paused") : t("domains.upgrade")} <UpgradeLink capability="customDomains" />
        </Text>
        <DomainList domains={list.domains} />
      </Stack>
    );
  }
  if (!list.configured) return <Text size="sm">{t("domains.notConfigured")}</Text>;
  const full = list.domains.length >= list.limit;
  return (
    <Stack gap="lg">
      <Text size="sm">{t("domains.intro")}</Text>
      {full ? (
        <Text size="sm" c="dimmed">
          {list.limit === 1 ? t("domains.limitOne") : t("domains.limit", { limit: list.limit })}
        </Text>
      ) : (
        <AddDomainForm />
      )}
      <DomainList domains={list.domains} />
    </Stack>
  );
}

function DomainList({ domains }: { domains: DomainRow[] }) {
  const { t } = useTranslation("dashboard");
  if (domains.length === 0) return null;
  return (
    <Stack component="ul" gap="md" aria-label={t("domains.list")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {domains.map((domain) => (
        <DomainItem key={domain.id} domain={domain} />
      ))}
    </Stack>
  );
}

function AddDomainForm() {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
  const add = useMutation(api.customDomains.add);
  const form = useForm({
    mode: "controlled",
    initialValues: { domain: "" },
    // The server's own rules (model/customDomains.ts), on the name as it will be stored.
    validate: {
      domain: (value) => {
        const checked = normalizeDomain(value);
        return "hostname" in checked ? null : message(checked.message);
      },
    },
  });

  const submit = form.onSubmit(async ({ domain }) => {
    const checked = normalizeDomain(domain);
    if (!("hostname" in checked)) return;
    try {
      await add({ domain: checked.hostname });
      form.reset();
      notifications.show({ color: "green", message: t("domains.added") });
    } catch (failure) {
      const data = errorData(failure);
      form.setFieldError("domain", message(data?.fields?.domain ?? data?.message ?? t("domains.failed")));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={t("domains.label")}
        description={t("domains.hint")}
        placeholder="www.ana.design"
        {...form.getInputProps("domain")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputContainer={inlineSubmit(t("domains.connect"), t("domains.connecting"), form.submitting)}
      />
    </form>
  );
}
