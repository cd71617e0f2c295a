import { Button, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { validateContactMessage, type ContactMessage } from "../../../convex/model/contact";
import { errorData } from "../../../convex/model/errors";
import { LIMITS } from "../../../convex/model/limits";

const EMPTY: ContactMessage = { name: "", email: "", phno: "", message: "" };

/** The contact form: validated with the server's rules, really sent, cleared on success. */
export function ContactForm() {
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
      notifications.show({ color: "green", title: "Message sent", message: "Thank you! We will get back to you soon." });
    } catch (error) {
      const data = errorData(error);
      if (data?.fields) form.setErrors(data.fields);
      notifications.show({
        color: "red",
        title: "Message not sent",
        message: data?.message ?? "Your message could not be sent. Please try again.",
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <TextInput type="text" label="Full Name" autoComplete="name" withAsterisk {...form.getInputProps("name")} />
        <TextInput label="Your Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps("email")} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps("phno")} />
        <Textarea
          label="Message"
          description="How can we help? (optional)"
          autosize
          minRows={4}
          maxLength={LIMITS.contactMessage}
          {...form.getInputProps("message")}
        />
        <Button type="submit" disabled={form.submitting} style={{ alignSelf: "flex-start" }}>
          {form.submitting ? "Sending..." : "Send Message"}
        </Button>
      </Stack>
    </form>
  );
}
