import { STRENGTH_COLORS, STRENGTH_LABELS } from "../auth/authTexts";
import { pageTexts } from "../../page-script/config";
import { loadStrengthChecker, strengthHint } from "../auth/strengthHint";

type Checker = Awaited<ReturnType<typeof loadStrengthChecker>>;

/**
 * Sign-up's strength hint without React (PasswordStrength's twin, drawn in the hidden markup
 * AuthForm's static variant renders): zxcvbn loads on the first keystroke in the password field.
 */
export function enhanceStrengthMeter(password: HTMLInputElement, email: HTMLInputElement, fieldError: () => string | null): () => void {
  const meter = document.querySelector<HTMLElement>("[data-password-strength]");
  if (!meter) return () => {};
  const texts = pageTexts("strength", { labels: STRENGTH_LABELS, line: "Strength: {{label}}" });
  let checker: Checker | null = null;
  let loading = false;
  const draw = () => {
    if (password.value === "" || checker === null) {
      meter.hidden = true;
      return;
    }
    const { score, hint } = strengthHint(checker, password.value, email.value, fieldError());
    const section = meter.querySelector<HTMLElement>(".mantine-Progress-section");
    if (section) {
      const value = ((score + 1) / 5) * 100;
      section.style.setProperty("--progress-section-size", `${value}%`);
      section.style.setProperty("--progress-section-color", `var(--mantine-color-${STRENGTH_COLORS[score]}-filled)`);
      section.setAttribute("aria-valuenow", String(value));
      section.setAttribute("aria-valuetext", `${value}%`);
    }
    const text = meter.querySelector<HTMLElement>("[data-strength-text]")!;
    text.textContent = `${texts.line.replace("{{label}}", texts.labels[score])}${hint ? `. ${hint}` : ""}`;
    text.style.color = score < 2 ? "var(--mantine-color-error)" : "var(--mantine-color-dimmed)";
    meter.hidden = false;
  };
  const update = () => {
    if (checker === null && !loading && password.value !== "") {
      loading = true;
      loadStrengthChecker()
        .then((module) => {
          checker = module;
          draw();
        })
        // Only a hint: the server checks the password anyway.
        .catch(() => {});
    }
    draw();
  };
  password.addEventListener("input", update);
  // Typed before this script ran (it starts after the first paint).
  if (password.value !== "") update();
  return draw;
}
