import { vi } from "vitest";

type Response = number | "network" | "hang";

/** A scripted XMLHttpRequest for uploads: each request answers with the next queued response. */
export class FakeXhr {
  static responses: Response[] = [];
  static sent: { url: string; body: unknown; contentType: string | null }[] = [];
  static storageIds: string[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = "";
  private contentType: string | null = null;
  private aborted = false;

  static install() {
    FakeXhr.responses = [];
    FakeXhr.sent = [];
    FakeXhr.storageIds = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === "content-type") this.contentType = value;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, body, contentType: this.contentType });
    const response = FakeXhr.responses.shift() ?? 200;
    if (response === "hang") return;
    setTimeout(() => {
      if (this.aborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      if (response === "network") return this.onerror?.();
      this.status = response;
      const storageId = `stored-${FakeXhr.sent.length}`;
      FakeXhr.storageIds.push(storageId);
      this.responseText = response === 200 ? JSON.stringify({ storageId }) : "";
      this.onload?.();
    }, 0);
  }
}
