import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ValidatorJson } from "./values";

export type ModuleMap = Record<string, () => Promise<Record<string, unknown>>>;
export type FunctionKind = "query" | "mutation" | "action";

const SOURCE = /\.(ts|js|mts|mjs)$/;

/** The app's convex/ directory as convex-test wants it, plus lookups by module name. */
export class ConvexModules {
  /** Absolute path → lazy import: what `import.meta.glob("../convex/**")` would give convex-test. */
  readonly map: ModuleMap = {};
  private readonly byName = new Map<string, () => Promise<Record<string, unknown>>>();

  constructor(readonly dir: string) {
    const walk = (current: string) => {
      for (const entry of readdirSync(current, { withFileTypes: true })) {
        const full = path.join(current, entry.name);
        if (entry.isDirectory()) walk(full);
        // Only the .js of _generated exist at run time; declaration files are not modules.
        else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
          const url = pathToFileURL(full).href;
          // convex-test asks for a module on every call; a dynamic import() is not free even
          // when cached (loader hooks run each time), so keep the promise.
          let loaded: Promise<Record<string, unknown>> | undefined;
          const load = () => (loaded ??= import(url) as Promise<Record<string, unknown>>);
          this.map[full] = load;
          this.byName.set(path.relative(dir, full).split(path.sep).join("/").replace(SOURCE, ""), load);
        }
      }
    };
    walk(dir);
  }

  async load(name: string): Promise<Record<string, unknown> | null> {
    const load = this.byName.has(name) ? this.byName.get(name) : undefined;
    return load === undefined ? null : await load();
  }

  /**
   * Finds a registered function. With `publicOnly` (every call from outside), internal
   * functions and functions of another kind look exactly like missing ones, as on a deployment.
   */
  async find(
    udfPath: string,
    options: { kind?: FunctionKind; publicOnly: boolean },
  ): Promise<{ path: string; kind: FunctionKind; args: ValidatorJson } | null> {
    if (typeof udfPath !== "string" || udfPath.length > 1024) return null;
    const { module, name, canonical } = parseUdfPath(udfPath);
    if (module.startsWith("_")) return null;
    const loaded = await this.load(module);
    const fn = (loaded !== null && Object.hasOwn(loaded, name) ? loaded[name] : undefined) as RegisteredFunction | undefined;
    const kind = fn ? kindOf(fn) : null;
    // Own properties only: "toString" or "constructor" name no function.
    if (!fn || kind === null || (options.kind !== undefined && kind !== options.kind)) return null;
    if (options.publicOnly && fn.isPublic !== true) return null;
    return { path: canonical, kind, args: JSON.parse(fn.exportArgs?.() ?? '{"type":"any"}') as ValidatorJson };
  }
}

/** "drafts:get", "drafts.js:get" and "drafts" (the default export) → module "drafts", export "get". */
export function parseUdfPath(udfPath: string): { module: string; name: string; canonical: string } {
  const colon = udfPath.lastIndexOf(":");
  const module = (colon === -1 ? udfPath : udfPath.slice(0, colon)).replace(/\.js$/, "");
  const name = colon === -1 ? "default" : udfPath.slice(colon + 1);
  return { module, name, canonical: `${module}:${name}` };
}

type RegisteredFunction = { isQuery?: boolean; isMutation?: boolean; isAction?: boolean; isPublic?: boolean; exportArgs?: () => string };

function kindOf(fn: RegisteredFunction): FunctionKind | null {
  if (fn.isQuery) return "query";
  if (fn.isMutation) return "mutation";
  if (fn.isAction) return "action";
  return null;
}
