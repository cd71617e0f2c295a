import { useState } from "react";
import { ActionIcon, Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { useErrorText } from "../../i18n/messages";
import { useFormatters } from "../../i18n/useFormatters";
import classes from "./DomainItem.module.css";
import type { DomainRow } from "./types";

type DnsRecord = DomainRow["records"][number];

/** One connected domain: its state in words, the records to set, "Check now" and "Remove". */
export function DomainItem({ domain }: { domain: DomainRow }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  const headingId = `domain-${domain.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} id={headingId} style={{ overflowWrap: "anywhere" }}>
            {domain.display}
            {domain.display !== domain.hostname && (
              <Text span c="dimmed" fw={400} size="sm">
                {" "}
                ({domain.hostname})
              </Text>
            )}
          </Text>
          <StatusBadge domain={domain} />
        </Group>
        <Text size="sm" role="status" data-testid="domain-state">
          {stateText(domain, t, format.dateTime)}
        </Text>
        {domain.status !== "verified" && (
          <>
            <Text size="sm" fw={600}>
              {t("domains.records")}
            </Text>
            <Stack gap="xs">
              {domain.records.map((record) => (
                <RecordRow key={`${record.type} ${record.name} ${record.value}`} record={record} domain={domain} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {t("domains.recordsHint")}
            </Text>
          </>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {domain.checkedAt === null ? t("domains.notChecked") : t("domains.checked", { date: format.dateTime(domain.checkedAt) })}
          </Text>
          <DomainActions domain={domain} />
        </Group>
      </Stack>
    </Paper>
  );
}

function stateText(domain: DomainRow, t: TFunction<"dashboard">, dateTime: (value: number | null) => string): string {
  const lookupFailed = domain.found?.lookupError !== undefined;
  if (domain.status === "verified") {
    return domain.primary ? t("domains.state.live", { address: `https://${domain.display}/` }) : t("domains.state.forwards");
  }
  if (domain.status === "removed") return t("domains.state.stopped", { date: dateTime(domain.stoppedAt) });
  if (domain.status === "misconfigured" && domain.graceEndsAt !== null && domain.serving) {
    return t("domains.state.grace", { date: dateTime(domain.graceEndsAt) });
  }
  if (domain.verdict?.conflict) return t("domains.state.conflict");
  if (domain.status === "misconfigured") return t("domains.state.misconfigured");
  if (lookupFailed) return t("domains.state.lookupFailed");
  return t("domains.state.waiting");
}

/** One record to set, and what the last check found for it. */
function RecordRow({ record, domain }: { record: DnsRecord; domain: DomainRow }) {
  const { t } = useTranslation("dashboard");
  const verdict = record.purpose === "ownership" ? domain.verdict?.ownership : domain.verdict?.routing;
  const found = foundFor(record, domain);
  return (
    <Paper withBorder p="xs" radius="sm" data-record-type={record.type}>
      <div className={classes.record}>
        <Field label={t("domains.type")} value={record.type} />
        <Field label={t("domains.name")} value={record.name} copy />
        <Field label={t("domains.value")} value={record.value} copy className={classes.value} />
      </div>
      {verdict !== undefined && (
        <Text
          size="xs"
          mt={6}
          className={verdict === "ok" ? classes.ok : verdict === "wrong" ? classes.wrong : undefined}
          c={verdict === "missing" ? "dimmed" : undefined}
        >
          {verdict === "ok"
            ? t("domains.found")
            : verdict === "missing"
              ? t("domains.notFound")
              : t("domains.foundInstead", { values: found.join(", ") || t("domains.otherValues") })}
        </Text>
      )}
    </Paper>
  );
}

function foundFor(record: DnsRecord, domain: DomainRow): string[] {
  const found = domain.found;
  if (found === null) return [];
  if (record.purpose === "ownership") return found.txt;
  if (found.cname.length > 0) return found.cname.map((name) => `CNAME ${name}`);
  return [...found.a.map((ip) => `A ${ip}`), ...found.aaaa.map((ip) => `AAAA ${ip}`)];
}

function Field({ label, value, copy = false, className }: { label: string; value: string; copy?: boolean; className?: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <div style={{ minWidth: 0 }} className={className}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <code className={classes.code}>{value}</code>
        {copy && (
          <CopyButton value={value}>
            {({ copied, copy: doCopy }) => (
              <Tooltip label={copied ? t("share.copied") : t("share.copy")} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? "green" : "gray"}
                  size="sm"
                  onClick={doCopy}
                  aria-label={t("domains.copyField", { field: label.toLowerCase(), value })}
                >
                  {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
    </div>
  );
}

function DomainActions({ domain }: { domain: DomainRow }) {
  const { t } = useTranslation("dashboard");
  const errorText = useErrorText();
  const check = useMutation(api.customDomains.check);
  const remove = useMutation(api.customDomains.remove);
  const [busy, setBusy] = useState<"check" | "remove" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (which: "check" | "remove", call: () => Promise<unknown>, fallback: string) => {
    setBusy(which);
    try {
      await call();
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, fallback) });
    } finally {
      setBusy(null);
    }
  };
  if (confirming) {
    return (
      <Group gap="xs">
        <Text size="sm">{t("domains.removeQuestion", { domain: domain.display })}</Text>
        <Button size="xs" color="red" disabled={busy !== null} onClick={() => void run("remove", () => remove({ id: domain.id }), t("domains.removeFailed"))}>
          {busy === "remove" ? t("domains.removing") : t("domains.removeYes")}
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
          {t("domains.keep")}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs">
      {domain.status === "verified" && domain.primary && (
        <Anchor href={`https://${domain.hostname}/`} target="_blank" rel="noopener" size="sm">
          {t("domains.open")}
        </Anchor>
      )}
      <Button size="xs" variant="light" disabled={busy !== null} onClick={() => void run("check", () => check({ id: domain.id }), t("domains.checkFailed"))}>
        {busy === "check" ? t("domains.checking") : t("domains.checkNow")}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={t("domains.removeName", { domain: domain.display })}>
        {t("domains.remove")}
      </Button>
    </Group>
  );
}

/** The state as a short label and colour (text and colour both carry it). */
const STATUS_COLOURS: Record<DomainRow["status"], string> = { verified: "green", misconfigured: "red", removed: "gray", pending: "blue" };

export function StatusBadge({ domain }: { domain: DomainRow }) {
  const { t } = useTranslation("dashboard");
  return (
    <Badge color={STATUS_COLOURS[domain.status]} variant="light" data-status={domain.status}>
      {t(`domains.status.${domain.status}`)}
    </Badge>
  );
}
