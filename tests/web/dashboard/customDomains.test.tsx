import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { CustomDomainsCard, DOMAIN_TEXTS } from "../../../src/dashboard/domains/CustomDomainsCard";
import type { DomainList, DomainRow } from "../../../src/dashboard/domains/types";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const token = "0123456789abcdef0123456789abcdef";
const pending: DomainRow = {
  id: "d1" as Id<"customDomains">,
  hostname: "xn--bcher-kva.test",
  display: "bücher.test",
  status: "pending",
  serving: false,
  primary: false,
  records: [
    { type: "A", name: "xn--bcher-kva.test", value: "203.0.113.7", purpose: "routing" },
    { type: "TXT", name: "_portfolio-builder.xn--bcher-kva.test", value: `portfolio-builder-verify=${token}`, purpose: "ownership" },
  ],
  verdict: { ownership: "missing", routing: "wrong" },
  found: { txt: [], cname: [], a: ["198.51.100.9"], aaaa: [] },
  createdAt: Date.parse("2026-01-01T10:00:00Z"),
  checkedAt: Date.parse("2026-01-01T10:01:00Z"),
  verifiedAt: null,
  graceEndsAt: null,
  stoppedAt: null,
  nextCheckAt: Date.parse("2026-01-01T10:02:00Z"),
};
const pro: DomainList = { allowed: true, limit: 1, configured: true, domains: [] };

const show = (list: DomainList) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.customDomains.list, list);
  renderWithProviders(<CustomDomainsCard />, { route: "/dashboard" });
  return screen.getByRole("region", { name: "Custom domain" });
};

describe("custom domain panel", () => {
  it("free plan: says which plans include domains, with no form", () => {
    const card = show({ allowed: false, limit: 0, configured: true, domains: [] });
    expect(within(card).getByText(new RegExp(DOMAIN_TEXTS.upgrade.slice(0, 40)))).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", "/upgrade/pro?next=%2Fdashboard");
    expect(within(card).queryByRole("textbox", { name: "Domain" })).not.toBeInTheDocument();
  });

  it("checks the name with the server's rules before sending it, and sends the normalised name", async () => {
    const user = userEvent.setup();
    const card = show(pro);
    const field = within(card).getByRole("textbox", { name: "Domain" });
    await user.type(field, "printer.local");
    await user.click(within(card).getByRole("button", { name: "Connect" }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("reserved name"));
    expect(fakeConvex.callsTo(api.customDomains.add)).toEqual([]);

    await user.clear(field);
    await user.type(field, "https://WWW.Ana.Design/");
    await user.click(within(card).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(fakeConvex.callsTo(api.customDomains.add)).toEqual([{ domain: "www.ana.design" }]));
  });

  it("shows the server's refusal on the field", async () => {
    const user = userEvent.setup();
    const message = "This domain is connected to another portfolio.";
    fakeConvex.onCall(api.customDomains.add, () => {
      throw new ConvexError({ code: "domain/taken", message, fields: { domain: message } });
    });
    const card = show(pro);
    const field = within(card).getByRole("textbox", { name: "Domain" });
    await user.type(field, "ana.design");
    await user.click(within(card).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveValue("ana.design");
  });

  it("lists each domain with its state, the exact records and what was found instead", async () => {
    const user = userEvent.setup();
    const card = show({ ...pro, domains: [pending] });
    const item = within(card).getByRole("listitem", { name: /bücher\.test/ });
    expect(within(item).getByText("Waiting for DNS")).toBeInTheDocument();
    expect(within(item).getByText("(xn--bcher-kva.test)")).toBeInTheDocument();
    expect(within(item).getByText(`portfolio-builder-verify=${token}`)).toBeInTheDocument();
    expect(within(item).getByText("_portfolio-builder.xn--bcher-kva.test")).toBeInTheDocument();
    expect(within(item).getByText("Found instead: A 198.51.100.9.")).toBeInTheDocument();
    expect(within(item).getByText("Not found yet.")).toBeInTheDocument();
    // At the plan's limit the form gives way to a note.
    expect(within(card).queryByRole("textbox", { name: "Domain" })).not.toBeInTheDocument();
    expect(within(card).getByText(/connects up to 1 domain/)).toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Check now" }));
    expect(fakeConvex.callsTo(api.customDomains.check)).toEqual([{ id: "d1" }]);
    await user.click(within(item).getByRole("button", { name: "Remove bücher.test" }));
    await user.click(within(item).getByRole("button", { name: "Yes, remove" }));
    expect(fakeConvex.callsTo(api.customDomains.remove)).toEqual([{ id: "d1" }]);
  });

  it("a verified domain says where the portfolio is live; one past its records says until when it keeps serving", () => {
    const verified: DomainRow = {
      ...pending,
      hostname: "ana.test",
      display: "ana.test",
      status: "verified",
      serving: true,
      primary: true,
      verdict: { ownership: "ok", routing: "ok" },
    };
    const failing: DomainRow = {
      ...pending,
      id: "d2" as Id<"customDomains">,
      hostname: "www.ana.test",
      display: "www.ana.test",
      status: "misconfigured",
      serving: true,
      graceEndsAt: Date.parse("2026-01-04T10:00:00Z"),
    };
    const card = show({ ...pro, limit: 3, domains: [verified, failing] });
    const live = within(card).getByRole("listitem", { name: /^ana\.test/ });
    expect(within(live).getByText("Verified")).toBeInTheDocument();
    expect(within(live).getByRole("status")).toHaveTextContent("Live: your portfolio is at https://ana.test/");
    expect(within(live).queryByText("DNS records to add")).not.toBeInTheDocument();
    const grace = within(card).getByRole("listitem", { name: /www\.ana\.test/ });
    expect(within(grace).getByText("Misconfigured")).toBeInTheDocument();
    expect(within(grace).getByRole("status")).toHaveTextContent(/keeps showing your portfolio until/);
  });
});
