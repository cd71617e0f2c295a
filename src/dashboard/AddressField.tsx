import { Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { normalizeSlug, slugRejection, suggestSlug } from "../../convex/model/slug";
import { useMessage } from "../i18n/messages";
import { useFormFollows } from "../lib/useFormFollows";
import { inlineSubmit } from "../ui/inlineSubmit";

/** "Ana Souza!" has the wrong characters, not the wrong idea: the valid address it spells, if it is another one. */
function offeredSlug(typed: string): string | null {
  const next = normalizeSlug(typed);
  if (next.length === 0 || slugRejection(next)?.code !== "slug/invalid") return null;
  const suggestion = suggestSlug(typed);
  return slugRejection(suggestion) === null && suggestion !== next ? suggestion : null;
}

/**
 * The readable address (`/p/<slug>`): checked here with the server's own rules (model/slug.ts) on
 * the address as it will be saved, then saved; a refusal from the server (e.g. taken) shows on the
 * field and nothing changes.
 */
export function AddressField({ slug }: { slug: string | null }) {
  const { t } = useTranslation("dashboard");
  const message = useMessage();
  const setSlug = useMutation(api.portfolios.setSlug);
  const form = useForm({
    mode: "controlled",
    initialValues: { slug: slug ?? "" },
    validate: {
      slug: (value) => {
        const rejection = slugRejection(normalizeSlug(value));
        return rejection && message(rejection.message);
      },
    },
    transformValues: (values) => ({ slug: normalizeSlug(values.slug) }),
  });
  useFormFollows(form, { slug: slug ?? "" });

  /** Shows `value` in the field with `error` under it (setting a value clears the field's error). */
  const show = (value: string, error: string) => {
    form.setFieldValue("slug", value);
    form.setFieldError("slug", error);
  };

  const submit = form.onSubmit(
    async ({ slug: next }) => {
      if (next === slug) return form.setFieldValue("slug", next);
      try {
        const result = await setSlug({ slug: next });
        form.setFieldValue("slug", result.slug);
        notifications.show({ color: "green", message: t("address.saved") });
      } catch (failure) {
        const data = errorData(failure);
        form.setFieldError("slug", message(data?.fields?.slug ?? data?.message ?? t("address.failed")));
      }
    },
    (errors, values) => {
      const suggestion = offeredSlug(values.slug);
      if (suggestion !== null) show(suggestion, t("address.suggested", { reason: errors.slug, suggestion }));
      else show(normalizeSlug(values.slug), String(errors.slug));
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={t("address.label")}
        description={t("address.hint")}
        {...form.getInputProps("slug")}
        leftSection={
          <Text size="sm" c="dimmed" aria-hidden>
            /p/
          </Text>
        }
        leftSectionWidth={40}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputContainer={inlineSubmit(t("save"), t("saving"), form.submitting)}
      />
    </form>
  );
}
