import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; HTML is left out because the server rewrites it per request. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` next to each built text asset, at the highest levels, so the
 * server sends compressed bytes from the first request on instead of compressing on demand
 * (brotli 11 of the main chunk takes about a second, which the first visitor would wait for).
 */
export function precompress(): Plugin {
  return {
    name: "portfolio:precompress",
    apply: (userConfig, env) => env.command === "build" && !userConfig.build?.ssr,
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const raw = await readFile(full);
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzipAsync(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
