import { useState, type FormEvent } from "react";
import { Text, TextInput } from "@mantine/core";
import { inlineSubmit } from "../ui/inlineSubmit";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { normalizeSlug, slugRejection, suggestSlug } from "../../convex/model/slug";
import { useTranslation } from "react-i18next";
import { useMessage } from "../i18n/messages";

/**
 * The readable address (`/p/<slug>`): checked here with the server's own rules, then saved; a
 * refusal from the server (e.g. taken) shows on the field and nothing changes.
 */
export function AddressField({ slug }: { slug: string | null }) {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
  const setSlug = useMutation(api.portfolios.setSlug);
  const [value, setValue] = useState(slug ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Follow the live value when the saved slug changes (saved here or on another device).
  const [shown, setShown] = useState(slug);
  if (shown !== slug) {
    setShown(slug);
    setValue(slug ?? "");
    setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeSlug(value);
    const rejection = slugRejection(next);
    // "Ana Souza!" has the wrong characters, not the wrong idea: offer the address it spells.
    const suggestion = rejection?.code === "slug/invalid" && next.length > 0 ? suggestSlug(value) : null;
    if (rejection && suggestion !== null && slugRejection(suggestion) === null && suggestion !== next) {
      setValue(suggestion);
      setError(t("address.suggested", { reason: message(rejection.message), suggestion }));
      return;
    }
    setError(rejection ? message(rejection.message) : null);
    if (rejection || next === slug) {
      setValue(next);
      return;
    }
    setSaving(true);
    try {
      const result = await setSlug({ slug: next });
      setValue(result.slug);
      notifications.show({ color: "green", message: t("address.saved") });
    } catch (failure) {
      const data = errorData(failure);
      setError(message(data?.fields?.slug ?? data?.message ?? t("address.failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t("address.label")}
        description={t("address.hint")}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        leftSection={
          <Text size="sm" c="dimmed" aria-hidden>
            /p/
          </Text>
        }
        leftSectionWidth={40}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputContainer={inlineSubmit(t("save"), t("saving"), saving)}
      />
    </form>
  );
}
