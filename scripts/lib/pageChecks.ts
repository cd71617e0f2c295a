import type { Page } from "playwright-core";

/**
 * Checks on what a screen looks like that a browser can measure (the browser suite and the
 * screenshot gallery use them).
 */

/**
 * Mantine parts on the page whose styles were never loaded: every element carries `m_…` classes
 * from its component's CSS module, and each of those classes is defined by Mantine's style file
 * for that component; one that no loaded stylesheet mentions is drawn unstyled. Returns one line
 * per missing class, with the part's readable name (e.g. "mantine-ColorSwatch-root m_de3d2490").
 */
export async function unstyledMantineParts(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const cssText: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) cssText.push(rule.cssText);
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        // A cross-origin sheet (none in this app) cannot be read.
      }
    }
    const defined = new Set(cssText.join("\n").match(/m_[0-9a-f]{6,}/g) ?? []);
    const missing = new Map<string, string>();
    for (const element of document.querySelectorAll("[class*='m_']")) {
      const classes = [...element.classList];
      const name = classes.find((c) => c.startsWith("mantine-")) ?? element.tagName.toLowerCase();
      for (const c of classes) if (/^m_[0-9a-f]{6,}$/.test(c) && !defined.has(c)) missing.set(c, `${name} ${c}`);
    }
    return [...missing.values()];
  });
}

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Controls a visible toast covers: for each Mantine notification on screen, every visible button,
 * link, input or select (outside the toasts) whose box intersects it. One line each.
 */
export async function controlsUnderToasts(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.opacity !== "0";
    };
    const toasts = [...document.querySelectorAll(".mantine-Notification-root")].filter(visible);
    const controls = [...document.querySelectorAll("button, a[href], input, select, textarea, [role=button], [role=tab], [role=radio]")].filter(
      (el) => visible(el) && !el.closest(".mantine-Notification-root") && !el.closest("[data-portal] .mantine-Notifications-root"),
    );
    const hits: string[] = [];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        const overlap = Math.min(t.right, c.right) - Math.max(t.left, c.left) > 1 && Math.min(t.bottom, c.bottom) - Math.max(t.top, c.top) > 1;
        if (overlap) {
          const label = control.getAttribute("aria-label") ?? (control.textContent ?? "").trim().slice(0, 40) ?? control.tagName;
          hits.push(`"${(toast.textContent ?? "").trim().slice(0, 60)}" covers ${control.tagName.toLowerCase()} "${label}"`);
        }
      }
    }
    return hits;
  });
}
