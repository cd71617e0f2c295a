import { strFromU8, unzip } from "fflate";
import { fileTooLargeMessage } from "../../../convex/model/jsonResume";
import { LINKEDIN_ZIP_MAX_BYTES, linkedInFileName, linkedInSizeCheck, type CsvFile } from "../../../convex/model/linkedIn";

/** A file's bytes (FileReader where Blob.arrayBuffer is missing: the widest support). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

export type ReadExport = { ok: true; files: CsvFile[] } | { ok: false; problems: string[] };

/**
 * The CSV files a LinkedIn export's ZIP holds that the import reads (model/linkedIn.ts); the rest
 * (messages, connections…) is never inflated, nor is anything once a file's size (as the ZIP
 * states it) passes the import's bounds: that is the problem. `fromLinkedInExport` counts the
 * inflated texts again.
 */
export async function readLinkedInZip(zip: Blob): Promise<ReadExport> {
  if (zip.size > LINKEDIN_ZIP_MAX_BYTES) return { ok: false, problems: [fileTooLargeMessage(LINKEDIN_ZIP_MAX_BYTES)] };
  const bytes = await bytesOf(zip);
  const sizeProblem = linkedInSizeCheck();
  let problem: string | null = null;
  const entries = await new Promise<Record<string, Uint8Array> | null>((resolve) => {
    unzip(
      bytes,
      {
        filter: (file) => {
          const name = linkedInFileName(file.name);
          if (name === null || problem !== null) return false;
          problem = sizeProblem(name, file.originalSize);
          return problem === null;
        },
      },
      (error, result) => resolve(error ? null : result),
    );
  });
  if (problem !== null) return { ok: false, problems: [problem] };
  if (entries === null) return { ok: false, problems: ["The file is not a ZIP archive that can be opened."] };
  return { ok: true, files: Object.entries(entries).map(([name, data]) => ({ name, text: strFromU8(data) })) };
}

/** The export's CSV files chosen one by one (unzipped by the person), within the import's size bounds. */
export async function readLinkedInCsvs(chosen: readonly File[]): Promise<ReadExport> {
  const read = chosen.filter((file) => linkedInFileName(file.name) !== null);
  const sizeProblem = linkedInSizeCheck();
  for (const file of read) {
    const problem = sizeProblem(linkedInFileName(file.name)!, file.size);
    if (problem !== null) return { ok: false, problems: [problem] };
  }
  return { ok: true, files: await Promise.all(read.map(async (file) => ({ name: file.name, text: strFromU8(await bytesOf(file)) }))) };
}
