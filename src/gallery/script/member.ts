import { pageTexts, readConfig } from "../../page-script/config";
import { callConvex } from "../../page-script/convexApi";
import { sessionToken } from "../../page-script/sessionToken";
import { hideToasts, showToast } from "../../page-script/toasts";
import { upgradeOfferLabel } from "../../plans/pricingCta";

/**
 * /templates for a member, without React (what useOpenTemplate does in the app): each card's "Use
 * this template" leads to its builder; once the plan is known, the templates it does not include
 * show their lock. Using one records it (templates:use, which checks the plan again) and opens
 * the builder; a premium template on the Free plan shows the premium message instead, with a
 * free trial (Subscribe once the account had its trial) that returns to that template's builder,
 * and the page stays where it is.
 */
type Account = { plan: string; trialAvailable: boolean };

export function enhanceMemberGallery(): void {
  const { base } = readConfig();
  const cards = [...document.querySelectorAll<HTMLElement>("[data-template-id]")];
  const actionOf = (card: HTMLElement) => card.querySelector<HTMLAnchorElement>("a[data-template-use]")!;
  for (const card of cards) actionOf(card).href = `${base}/builder/${card.dataset.templateId}`;

  const session = sessionToken();
  const account = session.then(async (token): Promise<Account | undefined> => {
    if (token === null) {
      // The session had ended: the page as a visitor sees it.
      location.reload();
      return undefined;
    }
    const user = await callConvex<Partial<Account> | null>("query", "users:current", {}, token);
    const plan = user.ok ? user.value?.plan : undefined;
    // Until told otherwise, the trial (what most accounts still have), as the app's message assumes.
    return plan === undefined ? undefined : { plan, trialAvailable: user.ok && user.value?.trialAvailable !== false };
  });
  void account.then((known) => {
    if (known === undefined) return;
    for (const card of cards) if (!includes(card, known.plan)) lock(card);
  });

  let opening = false;
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-template-use]");
    // A new tab or window opens the builder's address; the builder checks the plan there too.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opening) return;
    const card = link.closest<HTMLElement>("[data-template-id]")!;
    opening = true;
    void open(card, link).finally(() => (opening = false));
  });

  async function open(card: HTMLElement, link: HTMLAnchorElement): Promise<void> {
    const known = await account;
    if (known !== undefined && !includes(card, known.plan)) return showPremiumMessage(card, known);
    hideToasts();
    const token = await session;
    const stopLoading = showLoading(link);
    const result = await callConvex("mutation", "templates:use", { templateId: card.dataset.templateId }, token ?? undefined);
    if (result.ok) return location.assign(link.href);
    stopLoading();
    if (result.code === "template/premium") showPremiumMessage(card, known);
    else {
      const texts = pageTexts("gallery", { somethingWrong: "Something went wrong. Please try again.", openFailed: "Could not open the template" });
      showToast("red", result.message ?? texts.somethingWrong, texts.openFailed);
    }
  }
}

function includes(card: HTMLElement, plan: string): boolean {
  return (card.dataset.templatePlans ?? "").split(" ").includes(plan);
}

/** The locked look the server prepared for the card (TemplateCard), in place of its action. */
function lock(card: HTMLElement): void {
  const locked = card.querySelector<HTMLTemplateElement>("template[data-template-locked]");
  const current = card.querySelector<HTMLAnchorElement>("a[data-template-use]");
  if (!locked || !current) return;
  const button = locked.content.firstElementChild!.cloneNode(true) as HTMLAnchorElement;
  button.setAttribute("href", current.getAttribute("href")!);
  current.replaceWith(button);
  locked.remove();
}

function showPremiumMessage(card: HTMLElement, account: Account | undefined): void {
  showToast("premium");
  const trial = document.querySelector<HTMLAnchorElement>("[data-static-toasts] a[data-premium-trial]");
  if (!trial) return;
  if (card.dataset.templateTrial) trial.href = card.dataset.templateTrial;
  // The server's copy offers the trial; after it was used, the same link's page offers Subscribe.
  if (account && trial.dataset.premiumPlan) trial.textContent = upgradeOfferLabel(trial.dataset.premiumPlan, account.trialAvailable);
}

/** Mantine's loading look for the button (its loader from the page's template) while the use is recorded. */
function showLoading(link: HTMLAnchorElement): () => void {
  const loader = document.querySelector<HTMLTemplateElement>("template[data-button-loader]")?.content.querySelector(".mantine-Button-loader");
  const shown = loader ? (loader.cloneNode(true) as HTMLElement) : null;
  if (shown) link.prepend(shown);
  link.dataset.loading = "true";
  link.setAttribute("aria-disabled", "true");
  return () => {
    shown?.remove();
    delete link.dataset.loading;
    link.removeAttribute("aria-disabled");
  };
}
