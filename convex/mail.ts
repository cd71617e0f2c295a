import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { mailSender, type MailMessage } from "./model/mail";

/**
 * The app's one way to send mail, chosen by the deployment's environment:
 * - RESEND_API_KEY (and MAIL_FROM): real mail through Resend's HTTP API;
 * - MAIL_OUTBOX_URL (+ MAIL_OUTBOX_TOKEN): the local backend's outbox, which keeps each message in
 *   its data directory and prints it in the server log, so the flows work offline;
 * - neither: the message is dropped with a warning (its content is not logged: it holds codes).
 */
export async function deliverMail(message: MailMessage): Promise<"resend" | "outbox" | "dropped"> {
  /* eslint-disable @convex-dev/no-process-env -- the mail settings are deployment environment variables */
  const resendKey = process.env.RESEND_API_KEY;
  const outboxUrl = process.env.MAIL_OUTBOX_URL;
  const outboxToken = process.env.MAIL_OUTBOX_TOKEN ?? "";
  const from = mailSender(process.env.MAIL_FROM);
  /* eslint-enable @convex-dev/no-process-env */
  if (resendKey) {
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${resendKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text }),
    });
    if (!response.ok) throw new Error(`Resend refused the mail: ${response.status} ${await response.text()}`);
    return "resend";
  }
  if (outboxUrl) {
    const response = await fetch(outboxUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${outboxToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, ...message }),
    });
    if (!response.ok) throw new Error(`The outbox refused the mail: ${response.status}`);
    return "outbox";
  }
  console.warn(`No mail provider is configured (RESEND_API_KEY); a mail to ${message.to} was not sent.`);
  return "dropped";
}

export const send = internalAction({
  args: { to: v.string(), subject: v.string(), text: v.string() },
  handler: async (_ctx, message) => {
    await deliverMail(message);
    return null;
  },
});
