import { chmodSync } from "node:fs";
import { chmod, mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { EXIT, StartupError } from "./errors";

/** Data files are readable by their owner only: they hold password hashes and keys. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Writes through a temporary file and a rename, so a crash leaves the old or the new file, never half of one. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = FILE_MODE): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, "w", mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * Reads a JSON file of the data directory. Missing → null. Unreadable → StartupError. Not JSON or
 * not the expected shape → the file is renamed aside (never overwritten) and a StartupError says where.
 */
export async function readJsonFile<T>(file: string, isValid: (value: unknown) => boolean): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new StartupError(`Cannot read ${file}: ${(error as Error).message}`, EXIT.dataDirUnusable);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === undefined || !isValid(value)) throw await keepAside(file, "it is not valid");
  return value as T;
}

/** Renames a damaged data file out of the way and returns the error to stop with. */
export async function keepAside(file: string, reason: string): Promise<StartupError> {
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await rename(file, aside);
  return new StartupError(
    `${path.basename(file)} in the data directory is damaged (${reason}). It was kept as ${aside}; ` +
      `nothing was overwritten. Restore a backup there, or start again to begin with an empty database.`,
    EXIT.corruptData,
  );
}

/** Flushes a directory's entries (a rename or a new file in it) to disk. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates the data directory (0700) and checks it can be written. Directories and files an older
 * version left readable by others are narrowed to their owner.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  try {
    await mkdir(path.join(dir, "files"), { recursive: true, mode: DIR_MODE });
    await chmod(dir, DIR_MODE);
    await chmod(path.join(dir, "files"), DIR_MODE);
    // One synchronous call per file: nothing else runs yet, and 10,000 stored files awaited one
    // by one cost seconds of thread-pool round trips on a busy machine.
    for (const sub of ["", "files"]) {
      for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
        if (entry.isFile()) chmodSync(path.join(dir, sub, entry.name), FILE_MODE);
      }
    }
    const probe = path.join(dir, ".write-check");
    await writeFileAtomic(probe, "");
    await rm(probe);
  } catch (error) {
    throw new StartupError(`The data directory ${dir} cannot be used: ${(error as Error).message}`, EXIT.dataDirUnusable);
  }
}
