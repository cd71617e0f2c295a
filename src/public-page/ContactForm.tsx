import type { ContactResult } from "../lib/contactResult";
import { CONTACT_FORM_ID } from "./contactFormId";
import { MESSAGE_FIELDS, MESSAGE_LIMITS } from "../../convex/model/audience";
import { LIMITS } from "../../convex/model/limits";
import { usePageWords, type PageWordKey } from "../templates/shared/pageWords";

/** Which page word (pageWords.ts) tells the visitor why a message was not sent (an invalid one: its fields say). */
const PROBLEM = { "rate-limited": "rateLimited", closed: "closed", unavailable: "unavailable" } as const satisfies Record<string, PageWordKey>;

/**
 * The published page's contact form (the owner's opt-in), server-rendered: it posts to the page's
 * own address (the route's action), so it works without JavaScript; the page's script sends it in
 * place (contactForm.ts). `website` is a honeypot.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const fields: Partial<Record<string, string>> = result !== undefined && result.status !== "sent" ? result.fields : {};
  const values: Partial<Record<string, string>> = result !== undefined && result.status !== "sent" ? result.values : {};
  const words = usePageWords();
  const problem = result !== undefined && Object.hasOwn(PROBLEM, result.status) ? words[PROBLEM[result.status as keyof typeof PROBLEM]] : null;
  return (
    <aside id={CONTACT_FORM_ID} className="contact" aria-labelledby="contact-form-title">
      <div className="contact-inner">
        <h3 id="contact-form-title">{words.sendAMessage}</h3>
        {result?.status === "sent" ? (
          <p role="status" tabIndex={-1}>
            {words.sent}
          </p>
        ) : (
          <>
            <p>{words.contactNote}</p>
            {problem && (
              <p role="alert" tabIndex={-1} className="contact-error">
                {problem}
              </p>
            )}
            {/* Back at the Contact section (a tabbed template opens that tab), where the answer shows. */}
            <form method="post" action="#contact" data-contact-form="">
              <Field
                name={MESSAGE_FIELDS.name}
                label={words.yourName}
                autoComplete="name"
                maxLength={MESSAGE_LIMITS.name}
                value={values.name}
                error={fields.name}
              />
              <Field
                name={MESSAGE_FIELDS.email}
                label={words.yourEmail}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                value={values.email}
                error={fields.email}
              />
              <Field
                name={MESSAGE_FIELDS.message}
                label={words.message}
                multiline
                maxLength={MESSAGE_LIMITS.message}
                value={values.message}
                error={fields.message}
              />
              <div className="contact-trap" aria-hidden="true">
                <label>
                  Leave this empty
                  <input type="text" name={MESSAGE_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <button type="submit">{words.sendMessage}</button>
            </form>
          </>
        )}
      </div>
    </aside>
  );
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  maxLength: number;
  multiline?: boolean;
  value?: string;
  error?: string;
}) {
  const errorId = `contact-${props.name}-error`;
  const shared = {
    id: `contact-${props.name}`,
    name: props.name,
    required: true,
    maxLength: props.maxLength,
    defaultValue: props.value ?? "",
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
  };
  // The label stands alone (not wrapping the control): the field's name stays "Message", not its text.
  return (
    <div className="contact-field">
      <label htmlFor={shared.id}>{props.label}</label>
      {props.multiline ? <textarea {...shared} /> : <input {...shared} type={props.type ?? "text"} autoComplete={props.autoComplete} />}
      {props.error && (
        <span id={errorId} className="contact-error">
          {props.error}
        </span>
      )}
    </div>
  );
}
