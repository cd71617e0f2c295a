import path from "node:path";
import type { Plugin } from "vite";

/**
 * Pages that load no React get one small script each: published portfolios
 * src/public-page/enhance.ts (`virtual:public-page-script`), visitor pages
 * src/visitor/script/enhance.ts (`virtual:visitor-page-script`). This builds such a script as an extra
 * entry of the client build and hands its hashed URL to the server build as `virtual:<name>-script`
 * (in dev, Vite serves the source file at that URL).
 *
 * With `ownCopies`, the project's modules the script imports from outside its folder (the shared
 * form rules in convex/model/, src/page-script/) are bundled into it as copies of their own, instead of becoming
 * chunks shared with the app: one request, at the script's low priority. Those modules must not
 * import packages (which would still be shared).
 */
/**
 * Every script of a page without React, by name and entry: published portfolios (which share the
 * app's chunks), then the visitor pages, the sign-in pages, the gallery and a member's /pricing,
 * each one file of its own. vite.config.ts builds them; vitest.config.ts serves their URLs.
 */
export function pageScripts({ ownCopies }: { ownCopies: boolean }): Plugin[] {
  return [
    publicPageScript(),
    // Not a page without React: the builder's first load, begun before the app's code arrives
    // (src/builder/firstLoad.ts), which shares the app's chunks (its Convex client above all).
    publicPageScript("builder-first-load", "src/builder/firstLoad.ts"),
    ...(
      [
        ["visitor-page", "src/visitor/script/enhance.ts"],
        ["auth-page", "src/account/auth-page/enhance.ts"],
        ["gallery-page", "src/gallery/script/enhance.ts"],
        ["pricing-member", "src/visitor/pricing-member/enhance.ts"],
        // Loaded by the sign-in pages only when the person chooses a passkey.
        ["passkey-page", "src/account/passkeys/script/enhance.ts"],
      ] as const
    ).map(([name, entry]) => publicPageScript(name, entry, { ownCopies })),
  ];
}

export function publicPageScript(name = "public-page", ENTRY = "src/public-page/enhance.ts", { ownCopies = false } = {}): Plugin {
  const VIRTUAL_ID = `virtual:${name}-script`;
  const RESOLVED_ID = `\0${VIRTUAL_ID}`;
  // Set by the client build, read by the server build that follows it in the same process. Each
  // build loads vite.config.ts anew (a new copy of this module), hence a global.
  const BUILT_FILE = Symbol.for(`portfolio:${name}-script`);
  const shared = globalThis as { [BUILT_FILE]?: string };
  let base = "/";
  let root = process.cwd();
  let serving = false;
  let reference: string | undefined;
  const COPY = `?${name}-copy`;
  const entryDir = () => path.dirname(path.resolve(root, ENTRY)) + path.sep;
  return {
    name: `portfolio:${name}-script`,
    // Before Vite's own resolver, which would resolve the copies' imports first.
    enforce: "pre",
    configResolved(config) {
      base = config.base;
      root = config.root;
      serving = config.command === "serve";
    },
    async resolveId(source, importer, options) {
      if (source === VIRTUAL_ID) return RESOLVED_ID;
      if (!ownCopies || serving || !importer || this.environment.config.consumer !== "client") return;
      if (!importer.startsWith(entryDir()) && !importer.endsWith(COPY)) return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Virtual modules (another page script's URL), packages and queried ids are left as they are.
      if (
        !resolved ||
        resolved.external ||
        resolved.id.startsWith("\0") ||
        resolved.id.includes("?") ||
        resolved.id.includes(`${path.sep}node_modules${path.sep}`)
      )
        return resolved;
      return resolved.id.startsWith(entryDir()) ? resolved : `${resolved.id}${COPY}`;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (serving) return `export default ${JSON.stringify(`${base}${ENTRY}`)};`;
      if (this.environment.config.consumer === "client") return `export default "";`;
      const builtFile = shared[BUILT_FILE];
      if (builtFile === undefined) this.error(`The ${name} script is built with the client, which must be built first.`);
      return `export default ${JSON.stringify(`${base}${builtFile}`)};`;
    },
    buildStart() {
      if (serving || this.environment.config.consumer !== "client") return;
      reference = this.emitFile({ type: "chunk", id: path.resolve(root, ENTRY), name });
    },
    generateBundle() {
      if (reference !== undefined && this.environment.config.consumer === "client") shared[BUILT_FILE] = this.getFileName(reference);
    },
  };
}
