import { useState } from "react";
import { Alert, Button, Card, Code, Group, Image, List, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { codeError, RECOVERY_CODE_COUNT } from "../../../convex/model/twoFactor";
import { useErrorText, useMessage } from "../../i18n/messages";
import { saveFile } from "../../lib/saveFile";
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from "./recoveryCodesFile";

type Setup = { secret: string; qr: string };

/** The setup key as apps show it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Two-factor authentication: turned on with a QR code (or the key as text) and a first code;
 * ten recovery codes shown once, downloadable; turned off with a current code or the password.
 */
export function TwoFactor({ email }: { email: string }) {
  const status = useQuery(api.twoFactor.status);
  const begin = useMutation(api.twoFactor.begin);
  const enable = useAction(api.twoFactor.enable);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("account");
  const message = useMessage();
  const errorText = useErrorText();

  const fileHeading = () => [
    t("twoFactor.file.title", { email }),
    t("twoFactor.file.made", { date: new Date().toISOString().slice(0, 10) }),
    t("twoFactor.file.keep"),
  ];

  const start = async () => {
    setBusy(true);
    try {
      const { secret, uri } = await begin({});
      const { qrSvg } = await import("../../ui/qr/qrCodeImage");
      const { PLAIN_QR } = await import("../../ui/qr/qrColours");
      const svg = await qrSvg(uri, PLAIN_QR);
      setSetup({ secret, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    } catch (failure) {
      notifications.show({ color: "red", message: errorText(failure, t("twoFactor.startFailed")) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const problem = codeError(code);
    if (problem !== null) return setError(message(problem));
    setBusy(true);
    try {
      setCodes(await enable({ code: code.trim() }));
      setSetup(null);
      setCode("");
    } catch (failure) {
      setError(errorText(failure, t("twoFactor.enableFailed")));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (codes !== null) {
    body = (
      <Stack gap="md">
        <Alert color="green" title={t("twoFactor.onTitle")}>
          {t("twoFactor.saveCodes", { count: RECOVERY_CODE_COUNT })}
        </Alert>
        <List spacing={4} aria-label={t("twoFactor.codes")} style={{ columns: 2, fontFamily: "var(--mantine-font-family-monospace)" }} listStyleType="none">
          {codes.map((recovery) => (
            <List.Item key={recovery}>{recovery}</List.Item>
          ))}
        </List>
        <Group>
          <Button variant="default" onClick={() => saveFile(recoveryCodesText(codes, fileHeading()), RECOVERY_CODES_FILE_NAME, "text/plain")}>
            {t("twoFactor.download")}
          </Button>
          <Button onClick={() => setCodes(null)}>{t("twoFactor.saved")}</Button>
        </Group>
      </Stack>
    );
  } else if (setup !== null) {
    body = (
      <Stack gap="md">
        <Text size="sm">{t("twoFactor.scan")}</Text>
        <Image src={setup.qr} alt={t("twoFactor.qrAlt")} w={180} h={180} radius="sm" />
        <div>
          <Text size="sm">{t("twoFactor.cantScan")}</Text>
          <Code block data-testid="two-factor-secret" style={{ fontSize: "var(--mantine-font-size-md)", wordBreak: "break-all" }}>
            {grouped(setup.secret)}
          </Code>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          noValidate
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t("twoFactor.appCode")}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              error={error}
              onChange={(event) => (setCode(event.currentTarget.value), setError(null))}
              style={{ flex: "1 1 160px", maxWidth: 220 }}
            />
            <Group gap="sm" mt={25}>
              <Button type="submit" disabled={busy}>
                {busy ? t("twoFactor.confirming") : t("twoFactor.confirm")}
              </Button>
              <Button variant="default" onClick={() => (setSetup(null), setCode(""), setError(null))}>
                {t("cancel")}
              </Button>
            </Group>
          </Group>
        </form>
      </Stack>
    );
  } else if (status?.enabled) {
    body = <TurnOff recoveryCodesLeft={status.recoveryCodesLeft} />;
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t("twoFactor.intro")}</Text>
        <Button onClick={() => void start()} disabled={busy || status === undefined}>
          {t("twoFactor.turnOn")}
        </Button>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="two-factor-heading">
      <Title order={2} size="h3" id="two-factor-heading" mb="md">
        {t("twoFactor.heading")}
      </Title>
      {body}
    </Card>
  );
}

/** Off again: with a current code (or a recovery code), or the password when the phone is gone. */
function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const withCode = useAction(api.twoFactor.disableWithCode);
  const withPassword = useAction(api.twoFactor.disableWithPassword);
  const [method, setMethod] = useState<"code" | "password">("code");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("account");
  const message = useMessage();
  const errorText = useErrorText();

  const submit = async () => {
    const codeProblem = method === "code" ? codeError(value) : null;
    const problem = codeProblem !== null ? message(codeProblem) : method === "password" && value === "" ? t("twoFactor.passwordRequired") : null;
    if (problem !== null) return setError(problem);
    setBusy(true);
    try {
      if (method === "code") await withCode({ code: value.trim() });
      else await withPassword({ password: value });
      notifications.show({ color: "green", message: t("twoFactor.off") });
    } catch (failure) {
      setError(errorText(failure, t("twoFactor.disableFailed")));
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        <Text span fw={600}>
          {t("twoFactor.on")}
        </Text>{" "}
        {t("twoFactor.onText", { left: recoveryCodesLeft, count: RECOVERY_CODE_COUNT })}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm" maw={420}>
          <Text size="sm" fw={500}>
            {t("twoFactor.turnOffWith")}
          </Text>
          <SegmentedControl
            value={method}
            onChange={(next) => (setMethod(next as "code" | "password"), setValue(""), setError(null))}
            data={[
              { value: "code", label: t("twoFactor.withCode") },
              { value: "password", label: t("twoFactor.withPassword") },
            ]}
            aria-label={t("twoFactor.turnOffWith")}
          />
          {method === "code" ? (
            <TextInput
              label={t("twoFactor.codeOrRecovery")}
              autoComplete="one-time-code"
              value={value}
              error={error}
              onChange={(event) => (setValue(event.currentTarget.value), setError(null))}
            />
          ) : (
            <PasswordInput
              label={t("password.heading")}
              autoComplete="current-password"
              value={value}
              error={error}
              onChange={(event) => (setValue(event.currentTarget.value), setError(null))}
            />
          )}
          <Button type="submit" color="red" variant="light" disabled={busy} style={{ alignSelf: "flex-start" }}>
            {busy ? t("twoFactor.turningOff") : t("twoFactor.turnOff")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
