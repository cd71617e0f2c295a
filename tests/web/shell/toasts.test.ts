import { afterEach, describe, expect, it } from "vitest";
import { createNotificationsStore, notifications } from "@mantine/notifications";
import { keepToastsTidy } from "../../../src/app/layout/toastHygiene";

const shown = (store: ReturnType<typeof createNotificationsStore>) =>
  [...store.getState().notifications, ...store.getState().queue].map((t) => `${t.color}:${t.title ?? ""}:${t.message}`);

let stop = () => {};
afterEach(() => stop());

describe("toasts", () => {
  it("clears a failure once the action succeeds (no stale 'Signup failed' beside 'Signup successful!')", () => {
    const store = createNotificationsStore();
    stop = keepToastsTidy(store);
    notifications.show({ color: "red", title: "Signup failed", message: "Password is too short." }, store);
    notifications.show({ color: "green", message: "Signup successful!" }, store);
    expect(shown(store)).toEqual(["green::Signup successful!"]);
  });

  it("never stacks repeats of one message: the newest replaces the one on screen", () => {
    const store = createNotificationsStore();
    stop = keepToastsTidy(store);
    for (let i = 0; i < 3; i++) notifications.show({ color: "red", title: "Login failed", message: "Invalid email or password." }, store);
    notifications.show({ color: "blue", message: "Restored changes from this browser that were not saved yet." }, store);
    expect(shown(store)).toEqual(["red:Login failed:Invalid email or password.", "blue::Restored changes from this browser that were not saved yet."]);
  });
});
