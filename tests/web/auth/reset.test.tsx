import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { appError } from "../../../convex/model/errors";
import ResetPasswordPage from "../../../src/account/resetPassword.route";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt } from "../render";
import { switchAppLanguage } from "../../../src/i18n/i18n";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const renderReset = () => renderPageAt("/reset-password", <ResetPasswordPage />, { route: "/reset-password" });

describe("password reset", () => {
  it("asks for the email, then for the code and a new password; the code signs in and goes to the dashboard", async () => {
    const user = userEvent.setup();
    let confirmed = false;
    renderReset();
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(fakeConvex.signInCalls).toHaveLength(0);
    fakeConvex.onSignIn((_provider, params) => {
      if (params.flow === "reset") return;
      if (params.code !== "12345678") throw appError("auth/invalid-code", "That code is wrong or has expired. Request a new one.");
      confirmed = true;
    });
    await user.type(screen.getByLabelText(/Email/), " ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/If an account uses ada@example.com, we sent it a code/)).toBeInTheDocument();
    expect(fakeConvex.signInCalls[0]).toEqual({ provider: "password", params: { email: "ada@example.com", flow: "reset" } });
    // Sending the code does not sign anyone in.
    fakeConvex.setAuth({ isAuthenticated: false });

    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByText("Enter the 8-digit code from the mail.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code/), "00000000");
    await user.type(screen.getByLabelText(/New password/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByText("Password cannot be your email address.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), "violet tractor umbrella 19");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("That code is wrong or has expired. Request a new one.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveAttribute("aria-invalid", "true");

    await user.clear(screen.getByLabelText(/Code/));
    await user.type(screen.getByLabelText(/Code/), "12345678");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(confirmed).toBe(true);
    expect(fakeConvex.signInCalls.at(-1)?.params).toEqual({
      email: "ada@example.com",
      code: "12345678",
      newPassword: "violet tractor umbrella 19",
      flow: "reset-verification",
    });
    expect(fakeConvex.callsTo(api.account.rememberDevice)).toHaveLength(1);
    expect(screen.getByText("Your password was changed. Other devices were signed out.")).toBeInTheDocument();
  });

  it("shows why a code could not be sent", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => {
      throw appError("auth/too-many-requests", "Too many failed attempts. Please wait 4 seconds and try again.");
    });
    renderReset();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Too many failed attempts. Please wait 4 seconds and try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send code" })).toBeEnabled();
  });

  describe("in French", () => {
    afterEach(async () => {
      await switchAppLanguage("en");
    });

    it("shows the server's refusals in French: the code's, and a wait", async () => {
      await switchAppLanguage("fr");
      const user = userEvent.setup();
      fakeConvex.onSignIn(() => {
        throw appError("auth/too-many-requests", "Too many code requests. Please wait 4 seconds and try again.");
      });
      renderReset();
      await user.type(screen.getByLabelText(/E-mail/), "ada@example.com");
      await user.click(screen.getByRole("button", { name: "Envoyer le code" }));
      expect(await screen.findByText("Limite atteinte (demandes de code). Patientez 4 secondes, puis réessayez.")).toBeInTheDocument();

      fakeConvex.onSignIn((_provider, params) => {
        if (params.flow === "reset") return;
        throw appError("auth/invalid-code", "That code is wrong or has expired. Request a new one.");
      });
      await user.click(screen.getByRole("button", { name: "Envoyer le code" }));
      await user.type(await screen.findByLabelText(/Code/), "00000000");
      await user.type(screen.getByLabelText(/Nouveau mot de passe/), "violet tractor umbrella 19");
      await user.click(screen.getByRole("button", { name: "Définir le nouveau mot de passe" }));
      expect(await screen.findByText("Ce code est erroné ou a expiré. Demandez-en un nouveau.")).toBeInTheDocument();
    });
  });
});
