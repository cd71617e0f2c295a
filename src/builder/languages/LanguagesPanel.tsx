import { useState } from "react";
import { Alert, Button, Group, Modal, Paper, Progress, Select, Stack, Switch, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { LANGUAGES, MAX_TRANSLATIONS } from "../../../convex/model/translations";
import {
  addableLanguages,
  addLanguage,
  mainLanguageOf,
  removeLanguage,
  setLanguagePublished,
  setMainLanguage,
  translationProgress,
} from "../../../convex/model/translationEdits";
import { SectionHeading } from "../SectionFields";
import type { BuilderSession, FormState } from "../session/session";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../i18n/messages";
import { languageLabel } from "./languageNames";

type Props = { session: BuilderSession; state: FormState; headingId: string };

/**
 * The portfolio's languages: which one its texts are written in, the languages added beside it
 * (each with how much is translated, whether it goes online, and removing it), and adding one.
 * The texts themselves are translated in the other sections, with "Editing in" above the form.
 */
export function LanguagesPanel({ session, state, headingId }: Props) {
  const { t } = useTranslation("builder");
  const translate = useMessage();
  const values = state.values;
  const main = mainLanguageOf(values);
  const translations = values.translations ?? [];
  const addable = addableLanguages(values, LANGUAGES);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const edit = (next: typeof values) => session.replaceValues(next);
  const errors = [state.errors.language, state.errors.translations, ...translations.map((added) => state.errors[`translations.${added.id}`])].filter(Boolean);

  const add = () => {
    if (adding === null) return;
    edit(addLanguage(values, adding));
    setAdding(null);
  };

  return (
    <Stack gap="lg">
      <SectionHeading id={headingId}>{t("sections.languages")}</SectionHeading>
      <Text size="sm" c="dimmed">
        {t("languages.intro")} {t("languages.shared")}
      </Text>
      {errors.length > 0 && (
        <Alert color="red" role="alert">
          {errors.map((error) => translate(error!)).join(" ")}
        </Alert>
      )}
      <Select
        label={t("languages.mainLabel")}
        description={t("languages.mainDescription")}
        data={LANGUAGES.filter((l) => !translations.some((added) => added.id === l.tag)).map((l) => ({ value: l.tag, label: languageLabel(l.tag) }))}
        value={main}
        onChange={(tag) => tag && tag !== main && edit(setMainLanguage(values, tag))}
        allowDeselect={false}
        searchable
        maw={360}
      />

      <Stack gap="sm" component="section" aria-labelledby={`${headingId}-added`}>
        <Title order={3} size="h5" id={`${headingId}-added`}>
          {t("languages.others")}
        </Title>
        {translations.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("languages.none")}
          </Text>
        )}
        {translations.map((translation) => {
          const label = languageLabel(translation.id);
          const { translated, total } = translationProgress(values, translation.id);
          return (
            <Paper key={translation.id} withBorder radius="md" p="md" component="section" aria-label={label} data-language={translation.id}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{label}</Text>
                    <Text size="sm" c="dimmed">
                      {total === 0 ? t("languages.noTexts") : t("languages.progress", { translated, total })}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t("languages.removeName", { label })}
                    onClick={() => setRemoving(translation.id)}
                  >
                    {t("languages.remove")}
                  </Button>
                </Group>
                {total > 0 && <Progress value={(translated / total) * 100} size="sm" aria-hidden />}
                <Switch
                  label={t("languages.publish")}
                  checked={translation.publish}
                  onChange={(event) => edit(setLanguagePublished(values, translation.id, event.currentTarget.checked))}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      {/* Not a <form>: the panel sits inside the builder's form. */}
      <div role="group" aria-label={t("languages.add")}>
        {addable.length === 0 && translations.length >= MAX_TRANSLATIONS ? (
          <Text size="sm" c="dimmed">
            {t("languages.max", { max: MAX_TRANSLATIONS })}
          </Text>
        ) : (
          <Group align="flex-end" wrap="nowrap">
            <Select
              label={t("languages.add")}
              placeholder={t("languages.choose")}
              data={addable.map((l) => ({ value: l.tag, label: languageLabel(l.tag) }))}
              value={adding}
              onChange={setAdding}
              searchable
              style={{ flex: 1, maxWidth: 360 }}
            />
            <Button type="button" variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={adding === null} onClick={add}>
              {t("languages.addButton")}
            </Button>
          </Group>
        )}
      </div>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t("languages.removeTitle", { label: languageLabel(removing) }) : ""}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t("languages.removeText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t("languages.cancel")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (removing) edit(removeLanguage(values, removing));
                setRemoving(null);
              }}
            >
              {t("languages.removeLanguage")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
