import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider } from "@mantine/core";
import { PremiumMessage } from "../../../src/gallery/PremiumMessage";
import { enhanceMemberGallery } from "../../../src/gallery/script/member";
import { currentUser } from "../fakeAccount";

const TRIAL_HREF = "/portfolio-builder/upgrade/pro?next=%2Fbuilder%2Fstudio";

/** /templates as the server sends it to a member: a premium card and the premium toast's template. */
function staticGallery() {
  const message = renderToStaticMarkup(
    <MantineProvider>
      <PremiumMessage trialHref="/portfolio-builder/upgrade/pro" pricingHref="/portfolio-builder/pricing" />
    </MantineProvider>,
  );
  document.body.innerHTML = `
    <article data-template-id="studio" data-template-plans="pro business" data-template-trial="${TRIAL_HREF}">
      <a data-template-use href="/portfolio-builder/signup">Use this template</a>
    </article>
    <div data-static-toasts><template data-toast="premium"><div class="mantine-Notification-root">${message}</div></template></div>`;
}

const token = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("/templates without React, for a member on the Free plan", () => {
  it.each([
    { trialAvailable: true, offer: "Try Pro free for 14 days" },
    { trialAvailable: false, offer: "Subscribe to Pro" },
  ])("a premium template's message offers $offer (trial available: $trialAvailable), back to its builder", async ({ trialAvailable, offer }) => {
    staticGallery();
    localStorage.setItem("__convexAuthJWT_http127001", token());
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "success", value: currentUser({ plan: "free", trialAvailable }) })));
    vi.stubGlobal("fetch", fetch);
    enhanceMemberGallery();
    document.querySelector<HTMLAnchorElement>("a[data-template-use]")!.click();
    const trial = await vi.waitFor(() => {
      const shown = document.querySelector<HTMLAnchorElement>("[data-static-toasts] a[data-premium-trial]");
      if (!shown) throw new Error("no premium message yet");
      return shown;
    });
    expect(trial.textContent).toBe(offer);
    expect(trial.getAttribute("href")).toBe(TRIAL_HREF);
    // Only users:current was asked: the plan's refusal is known without recording a use.
    expect(fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).path)).toEqual(["users:current"]);
  });
});
