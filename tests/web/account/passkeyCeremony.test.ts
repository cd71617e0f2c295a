import { describe, expect, test } from "vitest";
import { ceremonyFailure } from "../../../src/account/passkeys/ceremony";
import { PASSKEY_TEXTS } from "../../../convex/model/passkeys";

const named = (name: string) => Object.assign(new Error(name), { name });

describe("what a person is told when the browser's passkey step fails", () => {
  test("on the local server's IP address: the same page at localhost, where its passkeys live", () => {
    expect(ceremonyFailure(named("SecurityError"), "http://127.0.0.1:3210/portfolio-builder/login?next=%2Fdashboard")).toBe(
      "Passkeys need the site's name, not its IP address: open http://localhost:3210/portfolio-builder/login?next=%2Fdashboard and try again.",
    );
  });

  test("elsewhere: unsupported, cancelled, already added", () => {
    expect(ceremonyFailure(named("SecurityError"), "https://portfolio.example.com/portfolio-builder/login")).toBe(PASSKEY_TEXTS.unsupported);
    expect(ceremonyFailure(named("NotAllowedError"), "http://localhost:3210/")).toBe(PASSKEY_TEXTS.cancelled);
    expect(ceremonyFailure(named("InvalidStateError"), "http://localhost:3210/")).toBe("This passkey is already on your account.");
    expect(ceremonyFailure(new Error("other"), "http://localhost:3210/")).toBeNull();
  });
});
