import { useState } from "react";
import { Alert, Button, Card, Code, Group, Image, List, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorMessage } from "../../../convex/model/errors";
import { codeError, RECOVERY_CODE_COUNT } from "../../../convex/model/twoFactor";
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

  const start = async () => {
    setBusy(true);
    try {
      const { secret, uri } = await begin({});
      const { qrSvg } = await import("../../ui/qr/qrCodeImage");
      const { PLAIN_QR } = await import("../../ui/qr/qrColours");
      const svg = await qrSvg(uri, PLAIN_QR);
      setSetup({ secret, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, "Could not start. Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const problem = codeError(code);
    if (problem !== null) return setError(problem);
    setBusy(true);
    try {
      setCodes(await enable({ code: code.trim() }));
      setSetup(null);
      setCode("");
    } catch (failure) {
      setError(errorMessage(failure, "Could not turn it on. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (codes !== null) {
    body = (
      <Stack gap="md">
        <Alert color="green" title="Two-factor authentication is on">
          Save these {RECOVERY_CODE_COUNT} recovery codes now: they are shown only once. Each one logs you in once if you lose your phone.
        </Alert>
        <List spacing={4} aria-label="Recovery codes" style={{ columns: 2, fontFamily: "var(--mantine-font-family-monospace)" }} listStyleType="none">
          {codes.map((recovery) => (
            <List.Item key={recovery}>{recovery}</List.Item>
          ))}
        </List>
        <Group>
          <Button variant="default" onClick={() => saveFile(recoveryCodesText(codes, email), RECOVERY_CODES_FILE_NAME, "text/plain")}>
            Download as .txt
          </Button>
          <Button onClick={() => setCodes(null)}>I have saved them</Button>
        </Group>
      </Stack>
    );
  } else if (setup !== null) {
    body = (
      <Stack gap="md">
        <Text size="sm">Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy, …), then enter the code it shows.</Text>
        <Image src={setup.qr} alt="QR code for your authenticator app" w={180} h={180} radius="sm" />
        <div>
          <Text size="sm">Can’t scan? Type this setup key into the app:</Text>
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
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              error={error}
              onChange={(event) => (setCode(event.currentTarget.value), setError(null))}
              style={{ flex: "1 1 160px", maxWidth: 220 }}
            />
            <Group gap="sm" mt={25}>
              <Button type="submit" disabled={busy}>
                {busy ? "Confirming..." : "Confirm"}
              </Button>
              <Button variant="default" onClick={() => (setSetup(null), setCode(""), setError(null))}>
                Cancel
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
        <Text size="sm">Protect your password with a second step: a code from an authenticator app on your phone each time you log in with your password.</Text>
        <Button onClick={() => void start()} disabled={busy || status === undefined}>
          Turn on two-factor authentication
        </Button>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="two-factor-heading">
      <Title order={2} size="h3" id="two-factor-heading" mb="md">
        Two-factor authentication
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

  const submit = async () => {
    const problem = method === "code" ? codeError(value) : value === "" ? "Enter your password." : null;
    if (problem !== null) return setError(problem);
    setBusy(true);
    try {
      if (method === "code") await withCode({ code: value.trim() });
      else await withPassword({ password: value });
      notifications.show({ color: "green", message: "Two-factor authentication is off." });
    } catch (failure) {
      setError(errorMessage(failure, "Could not turn it off. Please try again."));
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        <Text span fw={600}>
          On.
        </Text>{" "}
        Logging in with your password asks for a code from your app. {recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
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
            Turn off with
          </Text>
          <SegmentedControl
            value={method}
            onChange={(next) => (setMethod(next as "code" | "password"), setValue(""), setError(null))}
            data={[
              { value: "code", label: "A code" },
              { value: "password", label: "Your password" },
            ]}
            aria-label="Turn off with"
          />
          {method === "code" ? (
            <TextInput
              label="Code from the app or a recovery code"
              autoComplete="one-time-code"
              value={value}
              error={error}
              onChange={(event) => (setValue(event.currentTarget.value), setError(null))}
            />
          ) : (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={value}
              error={error}
              onChange={(event) => (setValue(event.currentTarget.value), setError(null))}
            />
          )}
          <Button type="submit" color="red" variant="light" disabled={busy} style={{ alignSelf: "flex-start" }}>
            {busy ? "Turning off..." : "Turn off two-factor authentication"}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
