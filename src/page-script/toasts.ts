const AUTO_CLOSE_MS = 5000;

/**
 * The app's toasts without React: Mantine's Notification markup the server put in <template>s
 * (src/ui/StaticToasts.tsx, its one definition), filled in here when `message` is given. As in
 * the app (toastHygiene), a new toast replaces what is shown (no stale "Signup failed" beside
 * "Signup successful!"), each closes after 5 s, and its close button (if it has one) closes it.
 */
export function showToast(kind: string, message?: string, title?: string): void {
  const box = document.querySelector<HTMLElement>("[data-static-toasts]");
  const template = box?.querySelector<HTMLTemplateElement>(`template[data-toast="${kind}"]`);
  if (!box || !template) return;
  hideToasts();
  const toast = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  if (message !== undefined) {
    const titleElement = toast.querySelector(".mantine-Notification-title");
    if (titleElement) titleElement.textContent = title ?? "";
    toast.querySelector(".mantine-Notification-description")!.textContent = message;
  }
  toast.querySelector(".mantine-Notification-closeButton")?.addEventListener("click", () => toast.remove());
  box.append(toast);
  setTimeout(() => toast.remove(), AUTO_CLOSE_MS);
}

export function hideToasts(): void {
  for (const shown of document.querySelectorAll("[data-static-toasts] .mantine-Notification-root")) shown.remove();
}
