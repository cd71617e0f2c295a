import { Alert, Button, Input, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useActionData } from "react-router";
import { api } from "../../../convex/_generated/api";
import { validateContactMessage, type ContactMessage } from "../../../convex/model/contact";
import { errorData } from "../../../convex/model/errors";
import { LIMITS } from "../../../convex/model/limits";
import { useStaticDocument } from "../../lib/routeHandle";
import type { ContactResult } from "../../lib/contactResult";
import { CONTACT_FIELDS, CONTACT_TEXTS, type ContactField } from "./contactResult";

const EMPTY: ContactMessage = { name: "", email: "", phno: "", message: "" };

/** The fields, alike in the app and on the page without React. */
const FIELD_PROPS = {
  name: { type: "text", label: "Full Name", autoComplete: "name", withAsterisk: true },
  email: { type: "email", label: "Your Email", autoComplete: "email", withAsterisk: true },
  phno: { type: "tel", label: "Phone Number", autoComplete: "tel", withAsterisk: true },
  message: { label: "Message", description: "How can we help? (optional)", minRows: 4, maxLength: LIMITS.contactMessage },
} as const;

/**
 * The contact form: validated with the server's rules, really sent, cleared on success. On the
 * page without React it is the static variant.
 */
export function ContactForm() {
  return useStaticDocument() ? <StaticContactForm /> : <LiveContactForm />;
}

function LiveContactForm() {
  const send = useMutation(api.contact.send);
  const form = useForm<ContactMessage>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: (values) => validateContactMessage(values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await send(values);
      form.reset();
      notifications.show({ color: "green", title: CONTACT_TEXTS.sentTitle, message: CONTACT_TEXTS.sent });
    } catch (error) {
      const data = errorData(error);
      if (data?.fields) form.setErrors(data.fields);
      notifications.show({ color: "red", title: CONTACT_TEXTS.failedTitle, message: data?.message ?? CONTACT_TEXTS.failed });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <TextInput {...FIELD_PROPS.name} {...form.getInputProps("name")} />
        <TextInput {...FIELD_PROPS.email} {...form.getInputProps("email")} />
        <TextInput {...FIELD_PROPS.phno} {...form.getInputProps("phno")} />
        <Textarea {...FIELD_PROPS.message} autosize {...form.getInputProps("message")} />
        <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
          {form.submitting ? CONTACT_TEXTS.sending : "Send Message"}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Server HTML that posts to /contact's action; src/visitor/script/contact.ts validates it with the
 * same rules and sends it through Convex's HTTP API instead. The outcome shows in the two live
 * regions above the fields (both present from the start, as screen readers need). Rendered by the
 * server only, in the route's data router: the action's answer to a form posted without JavaScript.
 */
function StaticContactForm() {
  const result = useActionData() as ContactResult<ContactField> | undefined;
  const failed = result?.status === "sent" ? undefined : result;
  const fields = failed?.fields ?? {};
  const values = failed?.values ?? EMPTY;
  // Without JavaScript, the answer's page starts at the first field to correct.
  const firstError = CONTACT_FIELDS.find((name) => fields[name]);
  const field = (name: keyof ContactMessage) => ({ name, defaultValue: values[name], error: fields[name], autoFocus: name === firstError });
  return (
    <form method="post" noValidate aria-label="Contact form" data-contact-form={Input.Error.classes.error} data-sending={CONTACT_TEXTS.sending}>
      <Stack gap="md">
        <Alert color="green" title={CONTACT_TEXTS.sentTitle} role="status" tabIndex={-1} hidden={result?.status !== "sent"} data-contact-sent>
          {CONTACT_TEXTS.sent}
        </Alert>
        <Alert color="red" title={CONTACT_TEXTS.failedTitle} role="alert" tabIndex={-1} hidden={!failed} data-contact-failed>
          {failed?.message ?? (failed?.status === "invalid" ? CONTACT_TEXTS.invalid : CONTACT_TEXTS.failed)}
        </Alert>
        <TextInput {...FIELD_PROPS.name} {...field("name")} />
        <TextInput {...FIELD_PROPS.email} {...field("email")} />
        <TextInput {...FIELD_PROPS.phno} {...field("phno")} />
        <Textarea {...FIELD_PROPS.message} rows={FIELD_PROPS.message.minRows} {...field("message")} />
        <Button type="submit" style={{ alignSelf: "flex-start" }}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
