import { logout } from "./logout";
import { hasSession } from "./session";
import { pageTexts } from "./config";

/**
 * The top navigation without React (TopNav's static variant): the session's links, the mobile
 * menu (same button, labels and states as the app's), and Logout.
 */
export function enhanceNavigation(): void {
  const signedIn = hasSession();
  for (const group of document.querySelectorAll<HTMLElement>("[data-session]")) {
    group.hidden = group.dataset.session !== (signedIn ? "signed-in" : "signed-out");
  }
  // Calls to action whose address differs for members (pricing's "Get started").
  if (signedIn) for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-signed-in-href]")) link.href = link.dataset.signedInHref!;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-logout]")) {
    button.addEventListener("click", () => {
      button.disabled = true;
      void logout().finally(() => (button.disabled = false));
    });
  }

  const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-navigation"]');
  const menu = document.getElementById("mobile-navigation");
  if (!toggle || !menu) return;
  const texts = pageTexts<{ openNavigation: string; closeNavigation: string }>("nav");
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? texts.closeNavigation : texts.openNavigation);
  };
  toggle.addEventListener("click", () => setOpen(menu.hidden !== false));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.hidden === false) {
      setOpen(false);
      toggle.focus();
    }
  });
}
