import { validateContactMessage, type ContactMessage } from "../../../convex/model/contact";
import { pageTexts, readConfig } from "../../page-script/config";
import { accessToken } from "../../page-script/session";

type Outcome = { status: "success" } | { status: "error"; errorMessage?: string; errorData?: { message?: string; fields?: Record<string, string> } };

/**
 * /contact's form without React (ContactForm's static variant): checked with the server's rules
 * (convex/model/contact.ts), sent with `contact:send` through Convex's HTTP API (as the member,
 * when signed in, like the app), the outcome in the form's live regions; field errors tied to
 * their fields, focus on the first. What was typed stays until the message is sent.
 */
export function enhanceContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  if (!form) return;
  const { failed: FAILED, invalid: INVALID } = pageTexts<{ failed: string; invalid: string }>("contact");
  const sent = form.querySelector<HTMLElement>("[data-contact-sent]")!;
  const failed = form.querySelector<HTMLElement>("[data-contact-failed]")!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

  const showFieldErrors = (fields: Record<string, string>) => {
    for (const name of ["name", "email", "phno", "message"]) showFieldError(input(name), fields[name], form.dataset.contactForm ?? "");
    const first = ["name", "email", "phno", "message"].find((name) => fields[name]);
    if (first) input(first).focus();
  };
  const showOutcome = (problem: string | null) => {
    sent.hidden = problem !== null;
    failed.hidden = problem === null;
    // The live regions announce a change of text.
    if (problem !== null) alertText(failed).textContent = problem;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const values = Object.fromEntries(["name", "email", "phno", "message"].map((name) => [name, input(name).value])) as ContactMessage;
    const fields = validateContactMessage(values);
    showFieldErrors(fields);
    if (Object.keys(fields).length > 0) return showOutcome(INVALID);
    const label = button.querySelector(".mantine-Button-label") ?? button;
    const idle = label.textContent;
    button.disabled = true;
    label.textContent = form.dataset.sending ?? "";
    void send(values)
      .then((outcome) => {
        if (outcome.status === "success") {
          form.reset();
          showOutcome(null);
          sent.focus();
        } else {
          showFieldErrors(outcome.errorData?.fields ?? {});
          showOutcome(outcome.errorData?.message ?? FAILED);
          if (!outcome.errorData?.fields) failed.focus();
        }
      })
      .catch(() => {
        showOutcome(FAILED);
        failed.focus();
      })
      .finally(() => {
        button.disabled = false;
        label.textContent = idle;
      });
  });
}

async function send(values: ContactMessage): Promise<Outcome> {
  const { convexUrl } = readConfig();
  const token = accessToken();
  const response = await fetch(`${convexUrl}/api/mutation`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ path: "contact:send", args: values, format: "json" }),
  });
  return (await response.json()) as Outcome;
}

/** Mantine Alert's message element (its body), created by the server next to the title. */
function alertText(alert: HTMLElement): HTMLElement {
  return alert.querySelector<HTMLElement>(".mantine-Alert-message") ?? alert;
}

/** A field's error as Mantine renders it: the error line after the control, described by it. */
function showFieldError(control: HTMLInputElement | HTMLTextAreaElement, message: string | undefined, errorClass: string): void {
  const wrapper = control.closest<HTMLElement>(".mantine-InputWrapper-root")!;
  const id = `${control.id}-error`;
  let line = document.getElementById(id);
  const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((token) => token && token !== id);
  // Mantine marks the wrapper, the control's box and the control, and spaces the error line.
  const marked = [wrapper, control.parentElement, control];
  if (!message) {
    line?.remove();
    control.removeAttribute("aria-invalid");
    for (const element of marked) element?.removeAttribute("data-error");
    control.parentElement?.style.removeProperty("--input-margin-bottom");
  } else {
    if (!line) {
      line = document.createElement("p");
      line.id = id;
      line.className = `${errorClass} mantine-InputWrapper-error`;
      wrapper.append(line);
    }
    line.textContent = message;
    control.setAttribute("aria-invalid", "true");
    for (const element of marked) element?.setAttribute("data-error", "true");
    control.parentElement?.style.setProperty("--input-margin-bottom", "calc(var(--mantine-spacing-xs) / 2)");
    described.push(id);
  }
  if (described.length > 0) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
}
