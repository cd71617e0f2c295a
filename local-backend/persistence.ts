import { constants, createReadStream } from "node:fs";
import { open, readdir, readFile, rename, stat, truncate, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { crc32 } from "node:zlib";
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { Commit, Doc, Engine } from "./convexTestAdapter";
import { FILE_MODE, keepAside, readJsonFile, syncDir } from "./files";
import { log } from "./log";
import { SerialTask } from "./serialTask";

const FORMAT = "portfolio-builder/local-backend";
const VERSION = 2;
const SNAPSHOT = "snapshot.jsonl";
const LEGACY_SNAPSHOT = "snapshot.json";
const SEGMENT = /^log-(\d{6,})\.bin$/;
/** Each log frame: payload length and CRC-32, both u32 little-endian, then the JSON payload. */
const FRAME_HEADER = 8;
/** Compact once the log outgrows the snapshot (and this floor), so compaction costs O(1) per byte written. */
const COMPACT_FLOOR_BYTES = 32 * 1024 * 1024;
/**
 * Log segments are opened for synchronized appends (O_DSYNC): a write returns once its bytes, and
 * the file size that reaches them, are on disk, as write + fdatasync would, in one system call
 * instead of two. Under load each call is a trip through libuv's thread pool and back, so this
 * takes one trip off every save's acknowledgement.
 */
const LOG_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;
/** Documents serialised between two turns of the event loop while a snapshot is written. */
const SNAPSHOT_CHUNK = 500;

type SnapshotHeader = { format: string; version: number; lastCommitTs: string; throughSegment: number; documents: number; savedAt: string };
type LogRecord = { ts: string; writes: [string, JSONValue | null][] };

/**
 * The data directory's database: `snapshot.jsonl` (a header line, then one document per line)
 * plus `log-NNNNNN.bin` segments, each an append-only list of commits. A commit is appended and
 * flushed (fdatasync) before it is acknowledged; commits that arrive during a flush share the
 * next one (group commit). When the log outgrows the snapshot, a new segment starts and a new
 * snapshot is written in the background, after which older segments are deleted.
 * Restart = snapshot + the segments after it; a torn last record is detected (length, CRC) and dropped.
 */
export class Persistence {
  private segment = 0;
  private readonly handles = new Map<number, FileHandle>();
  private pending: { segment: number; frame: Buffer; deletedFiles: string[] }[] = [];
  private logBytes = 0;
  private snapshotBytes = 0;
  private compacting: Promise<void> | null = null;
  private readonly writer = new SerialTask(
    () => this.flush(),
    (error) => log.error(`Could not save to the data directory: ${(error as Error).message}`),
  );

  constructor(
    private readonly dataDir: string,
    private readonly engine: Engine,
    /** Called once a file's deletion is durable, to drop its bytes. */
    private readonly forgetFile: (storageId: string) => Promise<void>,
  ) {}

  /** Loads the saved state into the engine; damaged data is kept aside and startup stops. */
  async restore(): Promise<{ documents: number } | null> {
    const snapshotFile = path.join(this.dataDir, SNAPSHOT);
    let through = 0;
    let documents = 0;
    let found = false;
    if (await exists(snapshotFile)) {
      ({ through, documents } = await this.readSnapshot(snapshotFile));
      this.snapshotBytes = (await stat(snapshotFile)).size;
      found = true;
    } else if (await exists(path.join(this.dataDir, LEGACY_SNAPSHOT))) {
      documents = await this.readLegacySnapshot();
      found = true;
    }
    const segments = await this.segments();
    const replay = segments.filter((n) => n > through);
    for (const [i, n] of replay.entries()) documents += await this.replay(n, i === replay.length - 1);
    this.segment = Math.max(through, ...segments) + 1;
    if (await exists(path.join(this.dataDir, LEGACY_SNAPSHOT))) {
      // Version 1 kept everything in one JSON file; write it in today's form once.
      await this.compact();
      await rename(path.join(this.dataDir, LEGACY_SNAPSHOT), path.join(this.dataDir, `${LEGACY_SNAPSHOT}.v1-backup`));
    }
    return found || replay.length > 0 ? { documents } : null;
  }

  /** Queues a commit; `saved()` resolves once it (and everything before it) is on disk. */
  append(commit: Commit) {
    const record: LogRecord = { ts: commit.ts.toString(), writes: commit.writes.map(([id, doc]) => [id, doc === null ? null : convexToJson(doc)]) };
    const payload = Buffer.from(JSON.stringify(record));
    const frame = Buffer.allocUnsafe(FRAME_HEADER + payload.length);
    frame.writeUInt32LE(payload.length, 0);
    frame.writeUInt32LE(crc32(payload), 4);
    payload.copy(frame, FRAME_HEADER);
    const deletedFiles = commit.writes.flatMap(([id, doc]) => (doc === null && /^[0-9]+_storage$/.test(id) ? [id] : []));
    this.pending.push({ segment: this.segment, frame, deletedFiles });
    void this.writer.request();
  }

  /** Resolves when every commit appended so far is durable. */
  saved(): Promise<void> {
    return this.writer.idle();
  }

  async close() {
    await this.saved();
    await this.compacting;
    for (const handle of this.handles.values()) await handle.close();
    this.handles.clear();
  }

  // ---- writing ----

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const bySegment = new Map<number, Buffer[]>();
    for (const { segment, frame } of batch) bySegment.set(segment, [...(bySegment.get(segment) ?? []), frame]);
    for (const [segment, frames] of bySegment) {
      const handle = await this.handle(segment);
      const bytes = Buffer.concat(frames);
      // Durable when it returns (O_DSYNC). A short write would leave a torn frame: write the rest.
      for (let offset = 0; offset < bytes.length;) offset += (await handle.write(bytes, offset)).bytesWritten;
      this.logBytes += bytes.length;
    }
    // Older segments get no more frames once a newer one is written.
    for (const [segment, handle] of this.handles) {
      if (segment < this.segment) {
        this.handles.delete(segment);
        await handle.close();
      }
    }
    for (const { deletedFiles } of batch) for (const id of deletedFiles) await this.forgetFile(id);
    if (this.compacting === null && this.logBytes > Math.max(COMPACT_FLOOR_BYTES, this.snapshotBytes)) {
      this.compacting = this.compact()
        .catch((error: unknown) => log.error(`Compacting the database failed (the log is kept): ${(error as Error).message}`))
        .finally(() => (this.compacting = null));
    }
  }

  private async handle(segment: number): Promise<FileHandle> {
    let handle = this.handles.get(segment);
    if (handle === undefined) {
      const file = this.segmentFile(segment);
      handle = await open(file, LOG_FLAGS, FILE_MODE);
      this.handles.set(segment, handle);
      await syncDir(this.dataDir);
    }
    return handle;
  }

  /** Starts a new segment and writes a snapshot of everything before it, then drops the old segments. */
  async compact() {
    // One synchronous step: the documents as of the last commit, and every later commit to a new segment.
    const through = this.segment;
    this.segment += 1;
    const documents = this.engine.documents();
    const header: SnapshotHeader = {
      format: FORMAT,
      version: VERSION,
      lastCommitTs: this.engine.ts.toString(),
      throughSegment: through,
      documents: documents.length,
      savedAt: new Date().toISOString(),
    };
    const file = path.join(this.dataDir, SNAPSHOT);
    const temporary = `${file}.tmp`;
    const handle = await open(temporary, "w", FILE_MODE);
    let bytes = 0;
    try {
      const headerLine = `${JSON.stringify(header)}\n`;
      await handle.write(headerLine);
      bytes += headerLine.length;
      for (let i = 0; i < documents.length; i += SNAPSHOT_CHUNK) {
        const chunk = documents
          .slice(i, i + SNAPSHOT_CHUNK)
          .map((doc) => `${JSON.stringify(convexToJson(doc))}\n`)
          .join("");
        await handle.write(chunk);
        bytes += Buffer.byteLength(chunk);
        await new Promise((resolve) => setImmediate(resolve)); // let requests in between chunks
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Frames still queued for the old segments must be on disk before those segments go.
    await this.saved();
    await rename(temporary, file);
    await syncDir(this.dataDir);
    for (const n of await this.segments()) if (n <= through) await unlink(this.segmentFile(n)).catch(() => undefined);
    this.snapshotBytes = bytes;
    this.logBytes = 0;
    log.debug(`Compacted ${documents.length} documents into ${SNAPSHOT} (${Math.round(bytes / 1024)} KB).`);
  }

  // ---- reading ----

  private async readSnapshot(file: string): Promise<{ through: number; documents: number }> {
    const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
    let header: SnapshotHeader | null = null;
    let documents = 0;
    let problem: string | null = null;
    const batch: [string, Doc][] = [];
    for await (const line of lines) {
      try {
        if (header === null) {
          header = JSON.parse(line) as SnapshotHeader;
          if (header.format !== FORMAT || header.version !== VERSION || !/^\d+$/.test(header.lastCommitTs) || !Number.isInteger(header.throughSegment))
            throw new Error("not a snapshot");
          continue;
        }
        const doc = jsonToConvex(JSON.parse(line) as JSONValue) as Doc;
        if (typeof doc?._id !== "string") throw new Error("a line is not a document");
        batch.push([doc._id, doc]);
        documents++;
        if (batch.length >= 1000) this.engine.load(batch.splice(0), 0n);
      } catch (error) {
        problem = (error as Error).message;
        break;
      }
    }
    lines.close();
    if (problem === null && header === null) problem = "it is empty";
    if (problem === null && documents !== header!.documents) problem = `it holds ${documents} of ${header!.documents} documents`;
    if (problem !== null) throw await keepAside(file, problem);
    this.engine.load(batch, BigInt(header!.lastCommitTs));
    return { through: header!.throughSegment, documents };
  }

  private async readLegacySnapshot(): Promise<number> {
    const file = path.join(this.dataDir, LEGACY_SNAPSHOT);
    const snapshot = await readJsonFile<{ documents: JSONValue[]; lastCommitTs: string }>(file, (value) => {
      const candidate = value as { format?: unknown; version?: unknown; documents?: unknown; lastCommitTs?: unknown };
      return (
        candidate.format === FORMAT &&
        candidate.version === 1 &&
        Array.isArray(candidate.documents) &&
        typeof candidate.lastCommitTs === "string" &&
        /^\d+$/.test(candidate.lastCommitTs)
      );
    });
    if (snapshot === null) return 0;
    try {
      const docs = snapshot.documents.map((json) => jsonToConvex(json) as Doc);
      if (docs.some((doc) => typeof doc?._id !== "string")) throw new Error("a document has no _id");
      this.engine.load(
        docs.map((doc) => [doc._id, doc]),
        BigInt(snapshot.lastCommitTs),
      );
      return docs.length;
    } catch (error) {
      throw await keepAside(file, (error as Error).message);
    }
  }

  /** Replays one segment; in the last one, a torn or damaged tail is cut off (it was never acknowledged). */
  private async replay(segment: number, last: boolean): Promise<number> {
    const file = this.segmentFile(segment);
    const bytes = await readFile(file);
    let offset = 0;
    let documents = 0;
    while (offset < bytes.length) {
      const problem = frameProblem(bytes, offset);
      if (problem !== null) {
        if (!last) throw await keepAside(file, `${problem} at byte ${offset}, before later segments`);
        log.warn(`${path.basename(file)}: ${problem} at byte ${offset} (a write cut off by a crash); dropping the last ${bytes.length - offset} bytes.`);
        await truncate(file, offset);
        break;
      }
      const length = bytes.readUInt32LE(offset);
      const record = JSON.parse(bytes.subarray(offset + FRAME_HEADER, offset + FRAME_HEADER + length).toString("utf8")) as LogRecord;
      this.engine.load(
        record.writes.map(([id, json]) => [id, json === null ? null : (jsonToConvex(json) as Doc)]),
        BigInt(record.ts),
      );
      documents += record.writes.length;
      offset += FRAME_HEADER + length;
    }
    this.logBytes += offset;
    return documents;
  }

  private async segments(): Promise<number[]> {
    return (await readdir(this.dataDir))
      .flatMap((name) => {
        const match = SEGMENT.exec(name);
        return match ? [Number(match[1])] : [];
      })
      .sort((a, b) => a - b);
  }

  private segmentFile(segment: number) {
    return path.join(this.dataDir, `log-${String(segment).padStart(6, "0")}.bin`);
  }
}

/** Why the frame at `offset` cannot be read, or null when it is whole and its CRC matches. */
function frameProblem(bytes: Buffer, offset: number): string | null {
  if (bytes.length - offset < FRAME_HEADER) return "a torn record header";
  const length = bytes.readUInt32LE(offset);
  if (bytes.length - offset - FRAME_HEADER < length) return "a torn record";
  const payload = bytes.subarray(offset + FRAME_HEADER, offset + FRAME_HEADER + length);
  if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) return "a record whose checksum does not match";
  try {
    const record = JSON.parse(payload.toString("utf8")) as Partial<LogRecord>;
    if (typeof record.ts !== "string" || !Array.isArray(record.writes)) return "a record of the wrong shape";
  } catch {
    return "a record that is not JSON";
  }
  return null;
}

async function exists(file: string): Promise<boolean> {
  return await stat(file).then(
    () => true,
    () => false,
  );
}
