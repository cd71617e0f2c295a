import { useState } from "react";
import { ActionIcon, Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorMessage } from "../../../convex/model/errors";
import { formatDateTime } from "../../lib/formatDate";
import classes from "./DomainItem.module.css";
import type { DomainRow } from "./types";

type DnsRecord = DomainRow["records"][number];

/** One connected domain: its state in words, the records to set, "Check now" and "Remove". */
export function DomainItem({ domain }: { domain: DomainRow }) {
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
          {stateText(domain)}
        </Text>
        {domain.status !== "verified" && (
          <>
            <Text size="sm" fw={600}>
              DNS records to add
            </Text>
            <Stack gap="xs">
              {domain.records.map((record) => (
                <RecordRow key={`${record.type} ${record.name} ${record.value}`} record={record} domain={domain} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              Some DNS providers want only the part of the name before your domain (for example @ for the domain itself, or _portfolio-builder). Changes can
              take a few minutes to an hour to show.
            </Text>
          </>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {domain.checkedAt === null ? "Not checked yet." : `Last checked ${formatDateTime(domain.checkedAt)}.`}
          </Text>
          <DomainActions domain={domain} />
        </Group>
      </Stack>
    </Paper>
  );
}

function stateText(domain: DomainRow): string {
  const lookupFailed = domain.found?.lookupError !== undefined;
  if (domain.status === "verified") {
    return domain.primary ? `Live: your portfolio is at https://${domain.display}/` : `Verified: forwards to your main domain.`;
  }
  if (domain.status === "removed") {
    return `Stopped showing your portfolio on ${formatDateTime(domain.stoppedAt)} because its records no longer match. Fix them and check again to bring it back.`;
  }
  if (domain.status === "misconfigured" && domain.graceEndsAt !== null && domain.serving) {
    return `Its records no longer match. It keeps showing your portfolio until ${formatDateTime(domain.graceEndsAt)}; fix the records below before then.`;
  }
  if (domain.verdict?.conflict) return "This domain already shows another portfolio.";
  if (domain.status === "misconfigured") return "Some records point somewhere else. Change them to the values below.";
  if (lookupFailed) return "We could not reach the DNS just now. We will check again in a few minutes.";
  return "Waiting for DNS: add the records below. We check again automatically, or choose Check now.";
}

/** One record to set, and what the last check found for it. */
function RecordRow({ record, domain }: { record: DnsRecord; domain: DomainRow }) {
  const verdict = record.purpose === "ownership" ? domain.verdict?.ownership : domain.verdict?.routing;
  const found = foundFor(record, domain);
  return (
    <Paper withBorder p="xs" radius="sm" data-record-type={record.type}>
      <div className={classes.record}>
        <Field label="Type" value={record.type} />
        <Field label="Name" value={record.name} copy />
        <Field label="Value" value={record.value} copy className={classes.value} />
      </div>
      {verdict !== undefined && (
        <Text
          size="xs"
          mt={6}
          className={verdict === "ok" ? classes.ok : verdict === "wrong" ? classes.wrong : undefined}
          c={verdict === "missing" ? "dimmed" : undefined}
        >
          {verdict === "ok" ? "Found." : verdict === "missing" ? "Not found yet." : `Found instead: ${found.join(", ") || "other values"}.`}
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
              <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
                <ActionIcon variant="subtle" color={copied ? "green" : "gray"} size="sm" onClick={doCopy} aria-label={`Copy ${label.toLowerCase()} ${value}`}>
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
  const check = useMutation(api.customDomains.check);
  const remove = useMutation(api.customDomains.remove);
  const [busy, setBusy] = useState<"check" | "remove" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (which: "check" | "remove", call: () => Promise<unknown>, fallback: string) => {
    setBusy(which);
    try {
      await call();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, fallback) });
    } finally {
      setBusy(null);
    }
  };
  if (confirming) {
    return (
      <Group gap="xs">
        <Text size="sm">Remove {domain.display}?</Text>
        <Button
          size="xs"
          color="red"
          disabled={busy !== null}
          onClick={() => void run("remove", () => remove({ id: domain.id }), "Could not remove the domain. Please try again.")}
        >
          {busy === "remove" ? "Removing..." : "Yes, remove"}
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs">
      {domain.status === "verified" && domain.primary && (
        <Anchor href={`https://${domain.hostname}/`} target="_blank" rel="noopener" size="sm">
          Open
        </Anchor>
      )}
      <Button
        size="xs"
        variant="light"
        disabled={busy !== null}
        onClick={() => void run("check", () => check({ id: domain.id }), "Could not check the domain. Please try again.")}
      >
        {busy === "check" ? "Checking..." : "Check now"}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label={`Remove ${domain.display}`}>
        Remove
      </Button>
    </Group>
  );
}

/** The state as a short label and colour (text and colour both carry it). */
export function StatusBadge({ domain }: { domain: DomainRow }) {
  const [label, color] =
    domain.status === "verified"
      ? ["Verified", "green"]
      : domain.status === "misconfigured"
        ? ["Misconfigured", "red"]
        : domain.status === "removed"
          ? ["Removed", "gray"]
          : ["Waiting for DNS", "blue"];
  return (
    <Badge color={color} variant="light" data-status={domain.status}>
      {label}
    </Badge>
  );
}
