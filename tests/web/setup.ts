import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, vi } from "vitest";
import { resetFakeConvex } from "./fakeConvex";
// The app's texts: the i18next instance in English, as the app starts.
import "../../src/i18n/i18n";

// Pages load lazily; the first import of a page in a test file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  resetFakeConvex();
  localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? function () {};

// Mantine's autosizing textarea listens for font loading.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// jsdom has no object URLs; previews of picked files need them.
let objectUrlCount = 0;
URL.createObjectURL = URL.createObjectURL ?? (() => `blob:http://localhost/fake-${++objectUrlCount}`);
URL.revokeObjectURL = URL.revokeObjectURL ?? (() => {});
