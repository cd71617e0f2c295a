import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build", "dist", "vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

/**
 * The W3C Nu Html Checker (vnu.jar from the `vnu-jar` package, run offline with the system's Java)
 * over several pages in one run: page name → its HTML errors. The checker's CSS validator does not
 * know `@container` or `cqi`, so its "CSS:" findings are left out (the issue allows them).
 */
export async function htmlErrors(pages: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = Object.entries(pages).map(([name, html], i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      return [name, `file:${file}`] as const;
    });
    const output = await new Promise<string>((resolve, reject) => {
      // Exit code 1 means "errors found"; the JSON report is on stderr either way.
      execFile(
        "java",
        ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files.map(([, url]) => url.slice(5))],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error && !stderr.trim().startsWith("{")) reject(error);
          else resolve(stderr);
        },
      );
    });
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    return Object.fromEntries(
      files.map(([name, url]) => [
        name,
        messages
          .filter((m) => m.url === url && m.type === "error" && !m.message.startsWith("CSS:"))
          .map((m) => `${m.message} …${(m.extract ?? "").slice(0, 120)}`),
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
