import { notifications, notificationsStore, type NotificationData } from "@mantine/notifications";

type Toast = NotificationData & { id: string };

const FAILURE_COLORS = new Set(["red", "yellow", "orange"]);
const SUCCESS_COLORS = new Set(["green", "teal"]);
const isFailure = (toast: Toast) => FAILURE_COLORS.has(toast.color ?? "");
const isSuccess = (toast: Toast) => SUCCESS_COLORS.has(toast.color ?? "");

/** What a toast says, when it is plain text (toasts with buttons are never merged). */
const wordsOf = (toast: Toast) =>
  typeof toast.message === "string" && (toast.title === undefined || typeof toast.title === "string") ? `${toast.title ?? ""}\n${toast.message}` : null;

/**
 * Keeps the toasts honest, for every toast the app shows: a repeat of a message already on screen
 * replaces it (no stack of one message), and a success clears the failures shown before it (a
 * "Signup failed" beside "Signup successful!" is stale). Returns the unsubscribe function.
 */
export function keepToastsTidy(store = notificationsStore): () => void {
  const all = () => {
    const state = store.getState();
    return [...state.notifications, ...state.queue] as Toast[];
  };
  let known = new Set(all().map((toast) => toast.id));
  return store.subscribe(() => {
    const toasts = all();
    const fresh = toasts.filter((toast) => !known.has(toast.id));
    known = new Set(toasts.map((toast) => toast.id));
    const stale = new Set<string>();
    for (const toast of fresh) {
      const words = wordsOf(toast);
      // Toasts are listed oldest first.
      for (const older of toasts.slice(0, toasts.indexOf(toast))) {
        if ((words !== null && wordsOf(older) === words) || (isSuccess(toast) && isFailure(older))) stale.add(older.id);
      }
    }
    if (stale.size > 0) notifications.updateState(store, (list) => list.filter((toast) => !stale.has(toast.id ?? "")));
  });
}
