import { mkdtempSync, rmSync, utimesSync, writeFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { AssetMemory, KEPT_FILE_MAX_BYTES } from "../../local-backend/assetMemory";

const dir = mkdtempSync(path.join(tmpdir(), "asset-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: number) {
  const at = path.join(dir, name);
  writeFileSync(at, Buffer.alloc(bytes, 97));
  return { at, mtimeMs: statSync(at).mtimeMs, body: Buffer.alloc(bytes, 97) };
}

describe("the assets kept in memory", () => {
  test("are kept per encoding, while the file's mtime is the one they were made from", () => {
    const memory = new AssetMemory();
    const a = file("a.js", 10);
    memory.set(a.at, "br", a.mtimeMs, Buffer.from("br body"));
    expect(memory.get(a.at, "br")?.toString()).toBe("br body");
    expect(memory.get(a.at, "gzip")).toBeNull();
    expect(memory.get(a.at, null)).toBeNull();
    utimesSync(a.at, new Date(), new Date(a.mtimeMs + 10_000));
    expect(memory.get(a.at, "br")).toBeNull();
    expect(memory.size()).toEqual({ entries: 0, bytes: 0 });
  });

  test("stay within their bytes, the oldest going first, and never keep a file over the size limit", () => {
    const memory = new AssetMemory(25);
    const [a, b, c] = ["1.js", "2.js", "3.js"].map((name) => file(name, 10));
    for (const f of [a, b, c]) memory.set(f.at, null, f.mtimeMs, f.body);
    expect(memory.size()).toEqual({ entries: 2, bytes: 20 });
    expect(memory.get(a.at, null)).toBeNull();
    expect(memory.get(c.at, null)?.length).toBe(10);
    const big = new AssetMemory();
    const huge = file("huge.wasm", 1);
    big.set(huge.at, null, huge.mtimeMs, Buffer.alloc(KEPT_FILE_MAX_BYTES + 1));
    expect(big.size().entries).toBe(0);
  });
});
