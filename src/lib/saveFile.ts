/** Hands `content` to the browser as a download named `fileName`. */
export function saveFile(content: Blob | Uint8Array | string, fileName: string, type: string) {
  const blob = content instanceof Blob ? content : new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
