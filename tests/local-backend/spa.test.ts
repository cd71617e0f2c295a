import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serveSpa } from "../../local-backend/spa";

let server: Server;
let base: string;
let dist: string;
const script = "export const hello = " + JSON.stringify("world ".repeat(2000)) + ";\n";

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "spa-test-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<html><head><title>t</title></head><body></body></html>");
  writeFileSync(path.join(dist, "portfolio-view.html"), "<html><head><title>public</title></head><body></body></html>");
  writeFileSync(path.join(dist, "home.html"), "<html><head><title>prerendered home</title></head><body></body></html>");
  writeFileSync(path.join(dist, "assets", "app-123.js"), script);
  writeFileSync(path.join(dist, "photo.webp"), Buffer.from("RIFF0000WEBP"));
  // A build's precompressed copies (different words, to tell them from on-demand compression).
  writeFileSync(path.join(dist, "assets", "built-1.js"), "export const x = 1;\n");
  writeFileSync(path.join(dist, "assets", "built-1.js.br"), brotliCompressSync("export const x = 'from the .br file';\n"));
  writeFileSync(path.join(dist, "assets", "built-1.js.gz"), gzipSync("export const x = 'from the .gz file';\n"));
  server = createServer((req, res) => void serveSpa(req, res, dist, new URL(req.url!, "http://x").pathname));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portfolio-builder/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const get = (file: string, encoding: string) => fetch(base + file, { headers: { "Accept-Encoding": encoding } });

describe("the SPA server", () => {
  test("scripts are served brotli or gzip compressed, cached for good, and decompress to the file", async () => {
    const br = await get("assets/app-123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.clone().arrayBuffer());
    // fetch decodes transparently; the raw length is what travelled.
    expect(Number(br.headers.get("content-length"))).toBeLessThan(script.length / 10);
    expect(brBytes.toString()).toBe(script);
    const gz = await get("assets/app-123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(script);
    const plain = await get("assets/app-123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test("a build's precompressed copies are sent as they are", async () => {
    const br = await get("assets/built-1.js", "br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe("export const x = 'from the .br file';\n");
    expect(await (await get("assets/built-1.js", "gzip")).text()).toBe("export const x = 'from the .gz file';\n");
    expect(await (await get("assets/built-1.js", "identity")).text()).toBe("export const x = 1;\n");
  });

  test("client routes get index.html with the backend address injected; images are not re-compressed", async () => {
    const page = await get("dashboard", "br");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("window.__CONVEX_URL__ = window.location.origin");
    const portfolio = await (await get("portfolio-view/abc123", "br")).text();
    expect(portfolio).toContain("<title>public</title>");
    expect(portfolio).toContain("window.__CONVEX_URL__ = window.location.origin");
    expect(await (await get("", "br")).text()).toContain("<title>t</title>");
    expect(await (await get("portfolio-view/abc123/extra", "br")).text()).toContain("<title>t</title>");
    for (const route of ["home", "home/"]) expect(await (await get(route, "br")).text()).toContain("<title>prerendered home</title>");
    expect(await (await get("homework", "br")).text()).toContain("<title>t</title>");
    const image = await get("photo.webp", "br");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await get("missing.js", "br")).status).toBe(404);
  });
});
