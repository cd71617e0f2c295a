import { useEffect, useRef } from "react";
import { Button, Card, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { GENDERS, validateAccount, type AccountFields } from "../../convex/model/account";
import { errorData } from "../../convex/model/errors";
import { pendingChangeText } from "../../convex/model/emailConfirmation";
import { LIMITS } from "../../convex/model/limits";
import { normalizeEmail } from "../../convex/model/validation";
import { PendingEmailChange, UnconfirmedEmailAlert } from "./EmailConfirmation";

const EMPTY: AccountFields = { name: "", email: "", phone: "", dob: "", gender: "", address: "" };

type EmailState = { emailConfirmed: boolean; pendingEmail: string | null };

/**
 * The basic-information form (spec: all fields required) with the spec's Update texts. A new
 * email takes effect only once its mailed link is used: until then the field shows the current
 * address and a line says where the link went.
 */
export function AccountForm({ account, emailState }: { account: AccountFields; emailState: EmailState }) {
  const update = useMutation(api.users.updateAccount);
  const { t } = useTranslation("account");
  const genderOptions = [
    { value: "", label: t("info.genderSelect"), disabled: true },
    ...GENDERS.map((g) => ({ value: g.value, label: t(`info.genders.${g.value}`, { defaultValue: g.label }) })),
  ];
  const form = useForm<AccountFields>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: (values) => validateAccount(values),
  });

  // Fill the form from the live profile once; later live updates must not overwrite typing.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    form.setValues(account);
    form.resetDirty(account);
  }, [account, form]);

  const submit = form.onSubmit(async (values) => {
    try {
      const { pendingEmail } = await update({ fields: values });
      const changing = pendingEmail !== null && normalizeEmail(values.email) === pendingEmail;
      // The address in effect stays in the field; the line below it names the one waiting.
      const saved = changing ? { ...values, email: account.email } : values;
      form.setValues(saved);
      form.resetDirty(saved);
      notifications.show(
        changing
          ? { color: "green", title: t("info.updated"), message: pendingChangeText(pendingEmail, account.email) }
          : { color: "green", message: t("info.updated") },
      );
    } catch (error) {
      const data = errorData(error);
      if (data?.fields) form.setErrors(data.fields);
      notifications.show({ color: "red", title: t("info.updateFailed"), message: data?.message ?? t("info.tryAgain") });
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="info-heading">
      <Title order={2} size="h3" id="info-heading" mb="md">
        {t("info.heading")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="text" label={t("info.name")} autoComplete="name" withAsterisk maxLength={LIMITS.name} {...form.getInputProps("name")} />
            <TextInput
              label={t("info.email")}
              type="email"
              autoComplete="email"
              withAsterisk
              description={t("info.emailDescription")}
              {...form.getInputProps("email")}
            />
            <TextInput label={t("info.phone")} type="tel" autoComplete="tel" withAsterisk maxLength={LIMITS.phone} {...form.getInputProps("phone")} />
            <TextInput label={t("info.dob")} type="date" autoComplete="bday" withAsterisk {...form.getInputProps("dob")} />
            <NativeSelect label={t("info.gender")} withAsterisk data={genderOptions} {...form.getInputProps("gender")} />
          </SimpleGrid>
          {emailState.pendingEmail !== null ? (
            <PendingEmailChange pending={emailState.pendingEmail} current={account.email} />
          ) : (
            !emailState.emailConfirmed && <UnconfirmedEmailAlert email={account.email} />
          )}
          <Textarea
            label={t("info.address")}
            autoComplete="street-address"
            withAsterisk
            autosize
            minRows={2}
            maxLength={LIMITS.contactAddress}
            {...form.getInputProps("address")}
          />
          <Text size="sm" c="dimmed">
            {t("info.emailNote")}
          </Text>
          <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? t("info.updating") : t("info.update")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
