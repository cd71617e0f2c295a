/**
 * A field's error as Mantine's inputs show it (the React form's look): the message under the
 * field in the wrapper's error line (the markup AuthForm's static variant keeps in a template),
 * tied to the input (aria-describedby, aria-invalid), and the red border (data-error).
 */
export function setFieldError(input: HTMLInputElement, message: string | null): void {
  const errorId = `${input.id}-error`;
  const root = input.closest<HTMLElement>(".mantine-InputWrapper-root");
  // Mantine marks the wrapper's root, the input's wrapper and the input's box.
  const marked = [root, input.closest<HTMLElement>(".mantine-Input-wrapper"), input.closest<HTMLElement>(".mantine-Input-input")];
  let line = document.getElementById(errorId);
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (message === null) {
    line?.remove();
    input.removeAttribute("aria-invalid");
    for (const element of marked) element?.removeAttribute("data-error");
  } else {
    if (!line) {
      const template = document.querySelector<HTMLTemplateElement>("template[data-field-error]");
      line = (template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? document.createElement("p");
      line.id = errorId;
      root?.append(line);
    }
    line.textContent = message;
    input.setAttribute("aria-invalid", "true");
    for (const element of marked) element?.setAttribute("data-error", "true");
    described.push(errorId);
  }
  if (described.length) input.setAttribute("aria-describedby", described.join(" "));
  else input.removeAttribute("aria-describedby");
}

/** PasswordInput's show/hide button (Mantine's visibilityToggle): the field's type and the button's state. */
export function enhanceVisibilityToggle(input: HTMLInputElement): void {
  const button = input.closest(".mantine-PasswordInput-root")?.querySelector<HTMLButtonElement>(".mantine-PasswordInput-visibilityToggle");
  button?.addEventListener("click", () => {
    const visible = input.type === "password";
    input.type = visible ? "text" : "password";
    button.setAttribute("aria-pressed", String(visible));
    for (const icon of button.querySelectorAll<SVGElement>("svg[data-reveal]")) icon.style.display = icon.dataset.reveal === String(visible) ? "" : "none";
  });
}
