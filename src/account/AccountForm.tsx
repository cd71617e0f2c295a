import { useEffect, useRef } from "react";
import { Button, Card, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { GENDERS, validateAccount, type AccountFields } from "../../convex/model/account";
import { errorData } from "../../convex/model/errors";
import { LIMITS } from "../../convex/model/limits";

const EMPTY: AccountFields = { name: "", email: "", phone: "", dob: "", gender: "", address: "" };
const GENDER_OPTIONS = [{ value: "", label: "Select…", disabled: true }, ...GENDERS.map((g) => ({ value: g.value, label: g.label }))];

/** The basic-information form (spec: all fields required) with the spec's Update texts. */
export function AccountForm({ account }: { account: AccountFields }) {
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
      await update({ fields: values });
      form.resetDirty(values);
      notifications.show({ color: "green", message: "Information updated successfully!" });
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
            Changing your email changes the email you use to log in.
          </Text>
          <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
            {form.submitting ? "Updating..." : "Update"}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
