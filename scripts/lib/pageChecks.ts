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

/**
 * What makes the page wider than the viewport. A box past the edge is often only a container
 * that grew to its content's smallest width (a flex or grid item's `min-width: auto`), so every
 * minimum width is lifted for a moment: what then overflows its own box (a label that cannot
 * wrap, a row that cannot break), spilling or clipped, is the cause. One line per innermost culprit: tag, classes, text.
 */
export async function overflowCauses(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const lift = document.createElement("style");
    lift.textContent = "* { min-width: 0 !important; }";
    document.head.append(lift);
    try {
      const culprits = [...document.body.querySelectorAll("*")].filter((el) => {
        // Text for screen readers only is a 1px box; a field's text scrolls inside it.
        if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1 || el.matches("input, textarea, select")) return false;
        // A scroller scrolls and an ellipsis shortens on purpose; a clipped or spilling box is cut.
        const style = getComputedStyle(el);
        return (style.overflowX === "visible" || style.overflowX === "hidden" || style.overflowX === "clip") && style.textOverflow !== "ellipsis";
      });
      const innermost = culprits.filter((el) => !culprits.some((other) => other !== el && el.contains(other)));
      return innermost.map((el) => {
        const classes = [...el.classList].filter((c) => !/^m_[0-9a-f]+$|^mantine-(focus|active)/.test(c)).join(".");
        const text = (el.textContent ?? "").trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${text}" needs ${el.scrollWidth - el.clientWidth}px more`;
      });
    } finally {
      lift.remove();
    }
  });
}
