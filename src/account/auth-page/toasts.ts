const AUTO_CLOSE_MS = 5000;

/**
 * The app's toasts without React: Mantine's Notification markup the server put in <template>s
 * (AuthForm's StaticToasts), filled in here. As in the app (toastHygiene), a new toast replaces
 * what is shown (no stale "Signup failed" beside "Signup successful!"), and each closes after 5 s.
 */
export function showToast(color: "red" | "green", message: string, title?: string): void {
  const box = document.querySelector<HTMLElement>("[data-auth-toasts]");
  const template = box?.querySelector<HTMLTemplateElement>(`template[data-toast="${color}"]`);
  if (!box || !template) return;
  for (const shown of box.querySelectorAll(".mantine-Notification-root")) shown.remove();
  const toast = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const titleElement = toast.querySelector(".mantine-Notification-title");
  if (titleElement) titleElement.textContent = title ?? "";
  toast.querySelector(".mantine-Notification-description")!.textContent = message;
  box.append(toast);
  setTimeout(() => toast.remove(), AUTO_CLOSE_MS);
}
