/**
 * Sends the contact form in place: the same POST the form makes without JavaScript, answered by
 * the page's own server HTML, whose contact section (thank-you, or the form with its errors)
 * replaces this one. Without this script the browser posts and shows that page itself.
 */
export function enhanceContactForm(section: HTMLElement) {
  section.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("form[data-contact-form]")) return;
    event.preventDefault();
    const button = form.querySelector("button");
    button?.setAttribute("disabled", "");
    void fetch(window.location.pathname + window.location.search, { method: "POST", body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>) })
      .then(async (response) => {
        const next = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("contact-form");
        if (!next) throw new Error("no contact section");
        section.replaceChildren(...Array.from(next.childNodes).map((node) => document.importNode(node, true)));
        section.querySelector<HTMLElement>("[role=status], [role=alert], [aria-invalid=true]")?.focus();
      })
      .catch(() => form.submit());
  });
}
