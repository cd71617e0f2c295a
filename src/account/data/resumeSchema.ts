import Ajv from "ajv";
import addFormats from "ajv-formats";
import schema from "@jsonresume/schema/schema.json";
import { schemaProblem } from "./schemaProblem";

/**
 * The official JSON Resume schema's verdict on an imported file, as readable lines (./schemaProblem.ts).
 * Loaded only when a file is chosen (ajv and the schema stay out of the app's first download).
 */
const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(schema);

export function schemaProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).slice(0, 20).map(schemaProblem);
}
