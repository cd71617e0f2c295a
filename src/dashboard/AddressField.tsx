import { useState, type FormEvent } from "react";
import { Text, TextInput } from "@mantine/core";
import { inlineSubmit } from "../ui/inlineSubmit";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { normalizeSlug, slugRejection, suggestSlug } from "../../convex/model/slug";

export const ADDRESS_TEXTS = {
  saved: "Address saved. Links to the old address now lead to the new one.",
  failed: "Could not save the address. Please try again.",
} as const;

/**
 * The readable address (`/p/<slug>`): checked here with the server's own rules, then saved; a
 * refusal from the server (e.g. taken) shows on the field and nothing changes.
 */
export function AddressField({ slug }: { slug: string | null }) {
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
      setError(`${rejection.message} Suggested instead: “${suggestion}”. Press Save to use it.`);
      return;
    }
    setError(rejection?.message ?? null);
    if (rejection || next === slug) {
      setValue(next);
      return;
    }
    setSaving(true);
    try {
      const result = await setSlug({ slug: next });
      setValue(result.slug);
      notifications.show({ color: "green", message: ADDRESS_TEXTS.saved });
    } catch (failure) {
      const data = errorData(failure);
      setError(data?.fields?.slug ?? data?.message ?? ADDRESS_TEXTS.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label="Address"
        description="3 to 40 letters a–z, digits and hyphens. The old address keeps leading here."
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
        inputContainer={inlineSubmit("Save", "Saving...", saving)}
      />
    </form>
  );
}
