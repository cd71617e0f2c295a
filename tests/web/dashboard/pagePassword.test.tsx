import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { PagePasswordField } from "../../../src/dashboard/PagePasswordField";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

type Status = { allowed: boolean; protected: boolean; name: string };

const show = (status: Status) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.pagePasswords.status, status);
  renderWithProviders(<PagePasswordField />, { route: "/dashboard" });
  const section = screen.getByRole("region", { name: "Page password" });
  return {
    section,
    name: within(section).getByRole("textbox", { name: "Name on the locked page" }),
    password: within(section).getByLabelText(/^(New password|Password)$/),
  };
};

describe("page password", () => {
  it("checks both fields with the server's rules before sending, and an edit clears its field's error", async () => {
    const user = userEvent.setup();
    const { section, name, password } = show({ allowed: true, protected: false, name: "Ana Souza" });
    expect(name).toHaveValue("Ana Souza");
    await user.clear(name);
    await user.type(password, "abc");
    await user.click(within(section).getByRole("button", { name: "Set password" }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("Enter the name visitors see on the locked page."));
    expect(password).toHaveAccessibleDescription(expect.stringContaining("Use at least 6 characters."));
    expect(fakeConvex.callsTo(api.pagePasswords.set)).toEqual([]);

    await user.type(password, "def");
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining("Use at least 6 characters."));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("Enter the name visitors see"));
  });

  it("sends the password and the name, then empties the password", async () => {
    const user = userEvent.setup();
    const { section, password } = show({ allowed: true, protected: false, name: "Ana Souza" });
    await user.type(password, "open sesame");
    await user.click(within(section).getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(fakeConvex.callsTo(api.pagePasswords.set)).toEqual([{ password: "open sesame", name: "Ana Souza" }]));
    expect(await screen.findByText("Password set. Visitors now need it to open your page.")).toBeInTheDocument();
    expect(password).toHaveValue("");
  });

  it("shows the server's refusal on the field it names, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = "Use at most 80 characters.";
    fakeConvex.onCall(api.pagePasswords.set, () => {
      throw new ConvexError({ code: "pagePassword/invalid", message, fields: { name: message } });
    });
    const { section, name, password } = show({ allowed: true, protected: true, name: "Ana" });
    await user.type(password, "open sesame");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining(message));
    expect(password).toHaveValue("open sesame");
  });

  it("a refusal without a field shows under the password", async () => {
    const user = userEvent.setup();
    const message = "Password-protected pages come with the Pro plan.";
    fakeConvex.onCall(api.pagePasswords.set, () => {
      throw new ConvexError({ code: "plan/required", message });
    });
    const { section, password } = show({ allowed: true, protected: false, name: "Ana" });
    await user.type(password, "open sesame");
    await user.click(within(section).getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it("shows the saved name again when it changes (saved here or on another device)", async () => {
    const { name } = show({ allowed: true, protected: true, name: "Ana" });
    fakeConvex.setQuery(api.pagePasswords.status, { allowed: true, protected: true, name: "Ana Souza" });
    await waitFor(() => expect(name).toHaveValue("Ana Souza"));
  });
});
