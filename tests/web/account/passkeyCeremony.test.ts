import { describe, expect, test } from "vitest";
import { ceremonyFailure, ceremonyFailureText } from "../../../src/account/passkeys/ceremony";
import { PASSKEY_TEXTS } from "../../../convex/model/passkeys";
import fr from "../../../src/i18n/locales/fr/auth.json";

const named = (name: string) => Object.assign(new Error(name), { name });
const told = (error: Error, href: string) => ceremonyFailureText(ceremonyFailure(error, href), PASSKEY_TEXTS);

describe("what a person is told when the browser's passkey step fails", () => {
  test("on the local server's IP address: the same page at localhost, where its passkeys live", () => {
    expect(told(named("SecurityError"), "http://127.0.0.1:3210/portfolio-builder/login?next=%2Fdashboard")).toBe(
      "Passkeys need the site's name, not its IP address: open http://localhost:3210/portfolio-builder/login?next=%2Fdashboard and try again.",
    );
  });

  test("elsewhere: unsupported, cancelled, already added", () => {
    expect(told(named("SecurityError"), "https://portfolio.example.com/portfolio-builder/login")).toBe(PASSKEY_TEXTS.unsupported);
    expect(told(named("NotAllowedError"), "http://localhost:3210/")).toBe(PASSKEY_TEXTS.cancelled);
    expect(told(named("InvalidStateError"), "http://localhost:3210/")).toBe("This passkey is already on your account.");
    expect(ceremonyFailure(new Error("other"), "http://localhost:3210/")).toBeNull();
  });

  test("in the words given: the page's (the sign-in pages' script) or the app's catalogue, here French", () => {
    expect(ceremonyFailureText(ceremonyFailure(named("SecurityError"), "http://127.0.0.1:3210/login"), fr.passkey)).toBe(
      "Les clés d’accès ont besoin du nom du site, pas de son adresse IP : ouvrez http://localhost:3210/login et réessayez.",
    );
    expect(ceremonyFailureText(ceremonyFailure(named("InvalidStateError"), "http://localhost:3210/"), fr.passkey)).toBe(fr.passkey.alreadyAdded);
    // Not the browser's doing: said as a cancelled ceremony.
    expect(ceremonyFailureText(null, fr.passkey)).toBe(fr.passkey.cancelled);
  });
});
