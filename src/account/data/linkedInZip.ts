import { strFromU8, unzip } from "fflate";
import { LINKEDIN_FILE_MAX_BYTES, LINKEDIN_ZIP_MAX_BYTES, linkedInFileName, type CsvFile } from "../../../convex/model/linkedIn";

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
 * (messages, connections…) is never inflated. A file over the size limit is a problem.
 */
export async function readLinkedInZip(zip: Blob): Promise<ReadExport> {
  if (zip.size > LINKEDIN_ZIP_MAX_BYTES) return { ok: false, problems: [`The file is larger than ${LINKEDIN_ZIP_MAX_BYTES / 1024 / 1024} MB.`] };
  const bytes = await bytesOf(zip);
  const tooLarge: string[] = [];
  const entries = await new Promise<Record<string, Uint8Array> | null>((resolve) => {
    unzip(
      bytes,
      {
        filter: (file) => {
          const name = linkedInFileName(file.name);
          if (name === null) return false;
          if (file.originalSize <= LINKEDIN_FILE_MAX_BYTES) return true;
          tooLarge.push(name);
          return false;
        },
      },
      (error, result) => resolve(error ? null : result),
    );
  });
  if (entries === null) return { ok: false, problems: ["The file is not a ZIP archive that can be opened."] };
  if (tooLarge.length > 0) return { ok: false, problems: tooLarge.map((name) => `${name} is larger than ${LINKEDIN_FILE_MAX_BYTES / 1024 / 1024} MB.`) };
  return { ok: true, files: Object.entries(entries).map(([name, data]) => ({ name, text: strFromU8(data) })) };
}

/** The export's CSV files chosen one by one (unzipped by the person). */
export async function readLinkedInCsvs(chosen: readonly File[]): Promise<ReadExport> {
  const tooLarge = chosen.filter((file) => linkedInFileName(file.name) !== null && file.size > LINKEDIN_FILE_MAX_BYTES);
  if (tooLarge.length > 0) return { ok: false, problems: tooLarge.map((file) => `${file.name} is larger than ${LINKEDIN_FILE_MAX_BYTES / 1024 / 1024} MB.`) };
  const read = chosen.filter((file) => linkedInFileName(file.name) !== null);
  return { ok: true, files: await Promise.all(read.map(async (file) => ({ name: file.name, text: strFromU8(await bytesOf(file)) }))) };
}
