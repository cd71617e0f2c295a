import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebApp } from "../../local-backend/webApp";

let server: Server;
let base: string;
let build: string;
const script = "export const hello = " + JSON.stringify("world ".repeat(2000)) + ";\n";
const requests: { url: string; host: string | null; publicOrigin?: string }[] = [];

beforeAll(async () => {
  build = mkdtempSync(path.join(tmpdir(), "webapp-test-"));
  const client = path.join(build, "client");
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(path.join(client, "portfolio-builder", "home"), { recursive: true });
  writeFileSync(path.join(client, "portfolio-builder", "home", "index.html"), "<html><head><title>prerendered home</title></head><body></body></html>");
  writeFileSync(path.join(client, "assets", "app-123.js"), script);
  writeFileSync(path.join(client, "photo.webp"), Buffer.from("RIFF0000WEBP"));
  // A build's precompressed copies (different words, to tell them from on-demand compression).
  writeFileSync(path.join(client, "assets", "built-1.js"), "export const x = 1;\n");
  writeFileSync(path.join(client, "assets", "built-1.js.br"), brotliCompressSync("export const x = 'from the .br file';\n"));
  writeFileSync(path.join(client, "assets", "built-1.js.gz"), gzipSync("export const x = 'from the .gz file';\n"));
  // Stands in for the React Router build's handler: echoes what it was asked.
  const handler = async (request: Request, context: { publicOrigin?: string }) => {
    requests.push({ url: request.url, host: request.headers.get("host"), publicOrigin: context.publicOrigin });
    const status = request.url.endsWith("/missing-page") ? 404 : 200;
    return new Response(`<html><body>rendered ${new URL(request.url).pathname} ${"x".repeat(4000)}</body></html>`, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const app = new WebApp(build, { convexUrl: "http://127.0.0.1:1", publicOrigin: "https://portfolio.example.com", handler });
  server = createServer((req, res) => void app.serve(req, res, new URL(req.url!, "http://localhost")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portfolio-builder/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(build, { recursive: true, force: true });
});

const get = (file: string, encoding: string) => fetch(base + file, { headers: { "Accept-Encoding": encoding } });

describe("the web app server", () => {
  test("scripts are served brotli or gzip compressed, cached for good, and decompress to the file", async () => {
    const br = await get("assets/app-123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes transparently; the raw length is what travelled.
    expect(Number(br.headers.get("content-length"))).toBeLessThan(script.length / 10);
    expect(await br.text()).toBe(script);
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

  test("prerendered pages are files; every other address is the router's, compressed, with its status", async () => {
    for (const route of ["home", "home/"]) {
      const page = await get(route, "br");
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(await page.text()).toContain("<title>prerendered home</title>");
    }
    // With a query (the gallery's filters sent without JavaScript) the router renders the page.
    expect(await (await get("home?plan=pro", "br")).text()).toContain("rendered /portfolio-builder/home");
    const rendered = await get("p/grace", "br");
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("content-encoding")).toBe("br");
    expect(await rendered.text()).toContain("rendered /portfolio-builder/p/grace");
    expect((await get("missing-page", "gzip")).status).toBe(404);
    // The router sees the address the browser used (a custom domain's routes read its Host).
    expect(requests.at(-1)?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portfolio-builder\/missing-page$/);
    const image = await get("photo.webp", "br");
    expect(image.headers.get("content-encoding")).toBeNull();
  });

  test("a prerendered page is English: a French or Spanish reader gets the router's render, and the answer varies by language", async () => {
    const english = await fetch(base + "home", { headers: { "Accept-Language": "en-GB,en;q=0.9", Cookie: "other=1" } });
    expect(await english.text()).toContain("<title>prerendered home</title>");
    expect(english.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(await (await fetch(base + "home", { headers: { Cookie: "lang=fr" } })).text()).toContain("rendered /portfolio-builder/home");
    expect(await (await fetch(base + "home", { headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" } })).text()).toContain(
      "rendered /portfolio-builder/home",
    );
    // The chooser's cookie wins over the browser's languages.
    expect(await (await fetch(base + "home", { headers: { Cookie: "lang=en", "Accept-Language": "fr" } })).text()).toContain("prerendered home");
  });

  test("a prerendered visitor page names its canonical address on the configured origin, not the Host's", async () => {
    for (const [route, encoding] of [
      ["home", "br"],
      ["home/", "identity"],
    ]) {
      const html = await (await fetch(base + route, { headers: { "Accept-Encoding": encoding, Host: "evil.example" } })).text();
      expect(html.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://portfolio.example.com/portfolio-builder/home"/>']);
      expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf("</head>"));
    }
  });

  test("the loaders get the configured origin for absolute addresses, whatever Host the request names", async () => {
    const { request } = await import("node:http");
    await new Promise<void>((resolve, reject) => {
      const port = Number(new URL(base).port);
      request({ host: "127.0.0.1", port, path: "/portfolio-builder/p/grace", headers: { Host: "6.6.6.6" } }, (res) => res.resume().on("end", resolve))
        .on("error", reject)
        .end();
    });
    expect(requests.at(-1)).toMatchObject({ host: "6.6.6.6", publicOrigin: "https://portfolio.example.com" });
  });

  test("the build's files are only under the app's base (npm run serve hands every path to it)", async () => {
    // As long as the base, so that cutting the base's length off would leave "assets/app-123.js".
    const outside = await fetch(new URL("/elsewhere/abcdefghassets/app-123.js", base));
    expect(await outside.text()).not.toBe(script);
    expect(requests.at(-1)?.url).toMatch(/\/elsewhere\/abcdefghassets\/app-123\.js$/);
  });

  test("the root and the base without its slash lead to the app (npm run serve answered 404)", async () => {
    for (const pathname of ["/", "/portfolio-builder", "/?utm_source=card"]) {
      const response = await fetch(new URL(pathname, base), { redirect: "manual" });
      expect([response.status, response.headers.get("location")], pathname).toEqual([302, "/portfolio-builder/"]);
    }
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain("/");
  });

  test("an asset sent once is sent again from memory, with the same headers, until its file changes", async () => {
    const file = path.join(build, "client", "assets", "kept-1.js");
    writeFileSync(file, "export const kept = 1;\n");
    writeFileSync(`${file}.br`, brotliCompressSync("export const kept = 'br';\n"));
    const first = await get("assets/kept-1.js", "br");
    expect(await first.text()).toBe("export const kept = 'br';\n");
    // The copy on disk is gone: the answer comes from memory, as the first did.
    rmSync(`${file}.br`);
    const again = await get("assets/kept-1.js", "br");
    expect(await again.text()).toBe("export const kept = 'br';\n");
    // The same headers but the time of sending.
    const sent = (response: Response) => [...response.headers].filter(([name]) => name !== "date").sort();
    expect(sent(again)).toEqual(sent(first));
    // Each encoding is kept apart.
    expect(await (await get("assets/kept-1.js", "identity")).text()).toBe("export const kept = 1;\n");
    // A rebuilt file (a newer mtime) is read again; a removed one is no longer sent.
    writeFileSync(file, "export const kept = 2;\n");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await (await get("assets/kept-1.js", "identity")).text()).toBe("export const kept = 2;\n");
    rmSync(file);
    expect(await (await get("assets/kept-1.js", "identity")).text()).not.toContain("export const kept");
  });

  test("paths cannot leave the build directory", async () => {
    for (const attempt of ["..%2f..%2fetc%2fpasswd", "assets/..%2f..%2f..%2fetc%2fpasswd", "%00"]) {
      const response = await get(attempt, "identity");
      expect(await response.text()).not.toContain("root:");
    }
  });
});
