import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { EXIT, StartupError } from "./errors";

/** Writes through a temporary file and a rename, so a crash leaves the old or the new file, never half of one. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o644): Promise<void> {
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

/** Creates the data directory and checks it can be written. */
export async function prepareDataDir(dir: string): Promise<void> {
  try {
    await mkdir(path.join(dir, "files"), { recursive: true });
    const probe = path.join(dir, ".write-check");
    await writeFileAtomic(probe, "");
    await rm(probe);
  } catch (error) {
    throw new StartupError(`The data directory ${dir} cannot be used: ${(error as Error).message}`, EXIT.dataDirUnusable);
  }
}
