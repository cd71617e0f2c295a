import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { SUPPORT } from "../../../convex/model/contact";
import { appError } from "../../../convex/model/errors";
import ContactPage from "../../../src/visitor/contact.route";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full Name/), "Ada Lovelace");
  await user.type(field(/Your Email/), "ada@example.com");
  await user.type(field(/Phone Number/), "+44 20 7946 0000");
  await user.type(field(/Message/), "Hello there");
}

describe("contact", () => {
  it("shows the support email and phone", () => {
    renderWithProviders(<ContactPage />, { route: "/contact" });
    expect(screen.getByRole("link", { name: SUPPORT.email })).toHaveAttribute("href", `mailto:${SUPPORT.email}`);
    expect(screen.getByRole("link", { name: SUPPORT.phone })).toHaveAttribute("href", expect.stringMatching(/^tel:\+?\d+$/));
    expect(field(/Your Email/)).toHaveAttribute("type", "email");
    // pa11y: an input with autocomplete names its type.
    for (const input of document.querySelectorAll("input[autocomplete]")) expect(input.getAttribute("type"), input.getAttribute("autocomplete")!).toBeTruthy();
  });

  it("requires name, email and phone, with readable messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: "/contact" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Full name is required.")).toBeInTheDocument();
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required.")).toBeInTheDocument();

    await user.type(field(/Your Email/), "ada@nowhere");
    await user.type(field(/Phone Number/), "call me");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Use digits and + - ( ) only.")).toBeInTheDocument();
    // "12" is digits: the message says what is wrong with it.
    await user.clear(field(/Phone Number/));
    await user.type(field(/Phone Number/), "12");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Too short: a phone number has at least 5 digits.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.contact.send)).toHaveLength(0);
  });

  it("sends the message, says so and clears the form", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    fakeConvex.onCall(api.contact.send, () => new Promise<null>((resolve) => (finish = () => resolve(null))));
    renderWithProviders(<ContactPage />, { route: "/contact" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish();

    expect(await screen.findByText("Thank you! We will get back to you soon.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.contact.send)).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", phno: "+44 20 7946 0000", message: "Hello there" },
    ]);
    expect(field(/Full Name/)).toHaveValue("");
    expect(field(/Your Email/)).toHaveValue("");
    expect(field(/Phone Number/)).toHaveValue("");
    expect(field(/Message/)).toHaveValue("");
  });

  it("shows the server's field errors on the fields and keeps the input", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.contact.send, () => {
      throw appError("validation/invalid", "Please correct the highlighted fields.", { fields: { email: "This address cannot receive mail." } });
    });
    renderWithProviders(<ContactPage />, { route: "/contact" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("This address cannot receive mail.")).toBeInTheDocument();
    expect(field(/Your Email/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Full Name/)).toHaveValue("Ada Lovelace");
  });

  it("explains the rate limit", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.contact.send, () => {
      throw appError("contact/rate-limited", "You have sent several messages recently. Please try again in a few minutes.");
    });
    renderWithProviders(<ContactPage />, { route: "/contact" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("You have sent several messages recently. Please try again in a few minutes.")).toBeInTheDocument();
    expect(field(/Message/)).toHaveValue("Hello there");
  });
});
