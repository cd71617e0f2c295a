import { readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { tableOf, type DatabaseSnapshot, type Engine } from "./convexTestAdapter";
import { keepAside, readJsonFile, writeFileAtomic } from "./files";
import { log } from "./log";
import { SerialTask } from "./serialTask";

const FORMAT = "portfolio-builder/local-backend";
const VERSION = 1;

type SnapshotFile = DatabaseSnapshot & { format: string; version: number; savedAt: string };

function isSnapshotFile(value: unknown): boolean {
  const file = value as Partial<SnapshotFile>;
  return (
    file.format === FORMAT &&
    file.version === VERSION &&
    Array.isArray(file.documents) &&
    file.documents.every((doc) => typeof doc === "object" && doc !== null && typeof (doc as { _id?: unknown })._id === "string") &&
    Number.isInteger(file.nextDocId) &&
    typeof file.lastCreationTime === "number" &&
    typeof file.lastCommitTs === "string" &&
    /^\d+$/.test(file.lastCommitTs)
  );
}

/**
 * The data directory: `snapshot.json` holds every table, `files/<storageId>` each stored file.
 * Files are written before the snapshot that names them, each through an atomic rename, so the
 * directory always holds one complete committed state.
 */
export class Persistence {
  private readonly snapshotFile: string;
  private readonly filesDir: string;
  /** Files already on disk. */
  private readonly written = new Set<string>();
  private readonly writer = new SerialTask(
    () => this.write(),
    (error) => log.error(`Could not save to the data directory: ${(error as Error).message}`),
  );

  constructor(
    dataDir: string,
    private readonly engine: Engine,
  ) {
    this.snapshotFile = path.join(dataDir, "snapshot.json");
    this.filesDir = path.join(dataDir, "files");
  }

  /** Loads the saved state into the engine; a damaged snapshot is kept aside and startup stops. */
  async restore(): Promise<{ documents: number; files: number } | null> {
    const snapshot = await readJsonFile<SnapshotFile>(this.snapshotFile, isSnapshotFile);
    if (snapshot === null) return null;
    const files = new Map<string, Uint8Array<ArrayBuffer>>();
    for (const doc of snapshot.documents as { _id: string }[]) {
      if (tableOf(doc._id) !== "_storage") continue;
      try {
        files.set(doc._id, new Uint8Array(await readFile(path.join(this.filesDir, doc._id))));
      } catch {
        log.warn(`The file ${doc._id} named in the snapshot is missing from ${this.filesDir}; its URL will answer 404.`);
      }
    }
    try {
      this.engine.restore(snapshot, files);
    } catch (error) {
      throw await keepAside(this.snapshotFile, (error as Error).message);
    }
    for (const id of files.keys()) this.written.add(id);
    return { documents: snapshot.documents.length, files: files.size };
  }

  /** Saves the current state; resolves once everything committed before the call is on disk. */
  save(): Promise<void> {
    return this.writer.request();
  }

  /** Resolves when every save requested so far is done. */
  saved(): Promise<void> {
    return this.writer.idle();
  }

  private async write() {
    const snapshot = this.engine.snapshot();
    const live = this.engine.liveFiles();
    for (const file of live) {
      if (this.written.has(file.id)) continue;
      await writeFileAtomic(path.join(this.filesDir, file.id), new Uint8Array(await file.blob.arrayBuffer()));
      this.written.add(file.id);
    }
    const body: SnapshotFile = { format: FORMAT, version: VERSION, savedAt: new Date().toISOString(), ...snapshot };
    await writeFileAtomic(this.snapshotFile, JSON.stringify(body));
    const liveIds = new Set(live.map((file) => file.id));
    for (const id of this.written) {
      if (liveIds.has(id)) continue;
      await unlink(path.join(this.filesDir, id)).catch(() => undefined);
      this.written.delete(id);
    }
  }
}
