import { pageTexts } from "./config";
type Scheme = "light" | "dark";

const root = document.documentElement;
const current = (): Scheme => (root.getAttribute("data-mantine-color-scheme") === "dark" ? "dark" : "light");

/**
 * The light/dark switch without React: the same button, label and stored choice as the app's
 * (ColorSchemeToggle with Mantine's localStorage manager), so the app finds the choice when it loads.
 */
export function enhanceColorScheme(): void {
  const texts = pageTexts<{ toDark: string; toLight: string }>("colorScheme");
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("[data-color-scheme-toggle]")];
  const label = () => {
    const text = current() === "dark" ? texts.toLight : texts.toDark;
    for (const button of buttons) {
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  label();
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const next: Scheme = current() === "dark" ? "light" : "dark";
      root.setAttribute("data-mantine-color-scheme", next);
      try {
        // The button names the key (ColorSchemeToggle: COLOR_SCHEME_STORAGE_KEY).
        const key = button.dataset.colorSchemeToggle;
        if (key) localStorage.setItem(key, next);
      } catch {
        // Storage refused (private mode): the choice lasts for this page.
      }
      label();
    });
  }
}
