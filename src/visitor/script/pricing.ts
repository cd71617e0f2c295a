type Billing = "monthly" | "yearly";

/**
 * /pricing's Monthly/Yearly switch without React: the same radio group Mantine's SegmentedControl
 * renders (its active pill follows `data-active`), and each plan card's texts for the chosen
 * billing (PlanCard with `signedInCtaTo`).
 */
export function enhancePricing(): void {
  const toggle = document.querySelector<HTMLElement>("[data-billing-toggle]");
  if (!toggle) return;
  const show = (billing: Billing) => {
    for (const input of toggle.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      const control = input.parentElement;
      const label = input.labels?.[0];
      for (const element of [control, label]) {
        if (input.checked) element?.setAttribute("data-active", "true");
        else element?.removeAttribute("data-active");
      }
    }
    for (const text of document.querySelectorAll<HTMLElement>("[data-monthly][data-yearly]")) {
      text.textContent = text.dataset[billing] ?? "";
    }
    for (const element of document.querySelectorAll<HTMLElement>("[data-billing]")) {
      element.hidden = element.dataset.billing !== billing;
    }
  };
  toggle.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.value === "monthly" || input.value === "yearly") show(input.value);
  });
  // A browser restoring the form state on Back may have checked Yearly already.
  const checked = toggle.querySelector<HTMLInputElement>("input:checked");
  if (checked?.value === "yearly") show("yearly");
}
