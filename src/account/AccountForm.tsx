import { useEffect, useRef } from "react";
import { Button, Card, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { GENDERS, validateAccount, type AccountFields } from "../../convex/model/account";
import { errorData } from "../../convex/model/errors";
import { pendingChangeText } from "../../convex/model/emailConfirmation";
import { LIMITS } from "../../convex/model/limits";
import { normalizeEmail } from "../../convex/model/validation";
import { PendingEmailChange, UnconfirmedEmailAlert } from "./EmailConfirmation";

const EMPTY: AccountFields = { name: "", email: "", phone: "", dob: "", gender: "", address: "" };
const GENDER_OPTIONS = [{ value: "", label: "Select…", disabled: true }, ...GENDERS.map((g) => ({ value: g.value, label: g.label }))];

type EmailState = { emailConfirmed: boolean; pendingEmail: string | null };

/**
 * The basic-information form (spec: all fields required) with the spec's Update texts. A new
 * email takes effect only once its mailed link is used: until then the field shows the current
 * address and a line says where the link went.
 */
export function AccountForm({ account, emailState }: { account: AccountFields; emailState: EmailState }) {
  const update = useMutation(api.users.updateAccount);
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
          ? { color: "green", title: "Information updated successfully!", message: pendingChangeText(pendingEmail, account.email) }
          : { color: "green", message: "Information updated successfully!" },
      );
    } catch (error) {
      const data = errorData(error);
      if (data?.fields) form.setErrors(data.fields);
      notifications.show({ color: "red", title: "Failed to update information.", message: data?.message ?? "Please try again." });
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="info-heading">
      <Title order={2} size="h3" id="info-heading" mb="md">
        Basic information
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="text" label="Name" autoComplete="name" withAsterisk maxLength={LIMITS.name} {...form.getInputProps("name")} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              description="This is also the email you sign in with."
              {...form.getInputProps("email")}
            />
            <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk maxLength={LIMITS.phone} {...form.getInputProps("phone")} />
            <TextInput label="Date of birth" type="date" autoComplete="bday" withAsterisk {...form.getInputProps("dob")} />
            <NativeSelect label="Gender" withAsterisk data={GENDER_OPTIONS} {...form.getInputProps("gender")} />
          </SimpleGrid>
          {emailState.pendingEmail !== null ? (
            <PendingEmailChange pending={emailState.pendingEmail} current={account.email} />
          ) : (
            !emailState.emailConfirmed && <UnconfirmedEmailAlert email={account.email} />
          )}
          <Textarea
            label="Address"
            autoComplete="street-address"
            withAsterisk
            autosize
            minRows={2}
            maxLength={LIMITS.contactAddress}
            {...form.getInputProps("address")}
          />
          <Text size="sm" c="dimmed">
            Changing your email changes the email you use to log in, once you open the link we send to the new address.
          </Text>
          <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? "Updating..." : "Update"}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
