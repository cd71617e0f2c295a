import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PublishedCard } from "../../../src/dashboard/PublishedCard";
import { QrCodeMessage } from "../../../src/publishing/QrCodeMessage";
import type { DomainRow } from "../../../src/dashboard/domains/types";
import { dashboardData, publishedPortfolio } from "../fakeAccount";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const domain = (hostname: string, status: DomainRow["status"]) => ({ id: hostname as Id<"customDomains">, hostname, display: hostname, status }) as DomainRow;

const published = publishedPortfolio({ theme: { accent: "#be123c", fonts: "template", scheme: "dark" } });

/** What was handed to the browser as a download: its name and its text. */
function watchDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), "blob:qr"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return { blobs, names: () => click.mock.contexts.map((a) => (a as HTMLAnchorElement).download) };
}

describe("the page's QR code", () => {
  it("on the dashboard: the page's address and each verified domain, in the accent, as SVG and PNG", async () => {
    const downloads = watchDownloads();
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.customDomains.list, {
      allowed: true,
      limit: 2,
      configured: true,
      domains: [domain("ada.example", "verified"), domain("pending.example", "pending")],
    });
    renderWithProviders(<PublishedCard published={published} />, { route: "/dashboard" });
    await userEvent.click(screen.getByRole("button", { name: "QR code" }));
    const dialog = await screen.findByRole("dialog", { name: "QR code of your page" });
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    const choices = await within(dialog).findAllByRole("radio");
    expect(choices.map((radio) => radio.getAttribute("value"))).toEqual(["https://ada.example/", `${window.location.origin}/portfolio-builder/p/ada-lovelace`]);
    const image = await within(dialog).findByRole("img", { name: "QR code of ada.example" });
    const svg = decodeURIComponent(image.getAttribute("src")!.split(",")[1]!);
    expect(svg).toMatch(/^<svg/);
    // The accent, darkened until it reads on white: not black.
    expect(svg).not.toContain('stroke="#000000"');

    await userEvent.click(within(dialog).getByRole("radio", { name: /p\/ada-lovelace$/ }));
    await within(dialog).findByRole("img", { name: /QR code of .*p\/ada-lovelace$/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Download SVG" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Download PNG" }));
    await vi.waitFor(() => expect(downloads.names()).toHaveLength(2));
    const file = `qr-${window.location.host.replace(/[^a-z0-9.-]+/gi, "-")}-portfolio-builder-p-ada-lovelace`;
    expect(downloads.names()).toEqual([`${file}.svg`, `${file}.png`]);
    expect(downloads.blobs.map((blob) => blob.type)).toEqual(["image/svg+xml", "image/png"]);
  });

  it("in the publish success message, once the page's colours are known", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, dashboardData({ published }));
    renderWithProviders(<QrCodeMessage url="https://ada.example/" message="Portfolio published and link copied to clipboard!" />);
    expect(screen.getByText("Portfolio published and link copied to clipboard!")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code of ada.example" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PNG" })).toBeInTheDocument();
  });
});
