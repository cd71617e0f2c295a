import { CONTACT_FORM_ID } from "./contactFormId";

/**
 * Sends the contact form in place: the same POST the form makes without JavaScript, answered by
 * the page's own server HTML, whose contact section (thank-you, or the form with its errors)
 * replaces this one. Without this script the browser posts and shows that page itself.
 */
export function enhanceContactForm(root: Document | HTMLElement = document) {
  // Listens on the document: the form may come and go with live updates (the owner turns it on).
  root.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const section = form.closest<HTMLElement>(`#${CONTACT_FORM_ID}`);
    if (!form.matches("form[data-contact-form]") || !section) return;
    event.preventDefault();
    const button = form.querySelector("button");
    button?.setAttribute("disabled", "");
    void fetch(window.location.pathname + window.location.search, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    })
      .then(async (response) => {
        const next = new DOMParser().parseFromString(await response.text(), "text/html").getElementById(CONTACT_FORM_ID);
        if (!next) throw new Error("no contact section");
        section.replaceChildren(...Array.from(next.childNodes).map((node) => document.importNode(node, true)));
        section.querySelector<HTMLElement>("[role=status], [role=alert], [aria-invalid=true]")?.focus();
      })
      .catch(() => form.submit());
  });
}
