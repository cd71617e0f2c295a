import { convexToJson, getConvexSize, type Value } from "convex/values";

/**
 * What a real Convex deployment enforces and convex-test does not (or does laxly): Convex's
 * documented value and document limits (docs.convex.dev/database/types, /production/state/limits),
 * and validators that only accept a value's own fields. convex-test 0.0.60 looks fields up with
 * `validator.value[k]`, so a field named `toString` or `constructor` finds Object.prototype's and
 * passes unchecked; it also accepts anything for `v.record`.
 */
export const VALUE_LIMITS = {
  /** One document. (Arguments and return values: limits.ts.) */
  documentBytes: 1024 * 1024,
  /** Levels of objects and arrays inside one value. */
  nesting: 16,
  arrayElements: 8192,
  objectFields: 1024,
  fieldNameLength: 1024,
} as const;

export class ValueLimitError extends Error {
  override name = "ValueLimitError";
}

type FieldValidator = { fieldType: ValidatorJson; optional: boolean };
/** A validator as `exportArgs()` and `schema.export()` describe it. */
export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" | "commitTs" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: FieldValidator }
  | { type: "union"; value: ValidatorJson[] }
  | { type: "object"; value: Record<string, FieldValidator> };

/** Checks the size and shape limits every Convex value obeys; `what` names it in the error. */
export function checkValueLimits(value: Value, what: string, maxBytes: number): void {
  walk(value, 0, what);
  const size = getConvexSize(value);
  if (size > maxBytes) throw new ValueLimitError(`${what} is too large (${size} bytes; the limit is ${maxBytes} bytes).`);
}

function walk(value: Value | undefined, depth: number, what: string): void {
  if (typeof value === "string") {
    // String.prototype.isWellFormed (Node 20; not yet in this TypeScript lib): no lone surrogates.
    if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) throw new ValueLimitError(`${what} contains a string that is not valid Unicode.`);
    return;
  }
  if (value === null || typeof value !== "object" || value instanceof ArrayBuffer) return;
  if (depth + 1 > VALUE_LIMITS.nesting) throw new ValueLimitError(`${what} is nested more than ${VALUE_LIMITS.nesting} levels deep.`);
  if (Array.isArray(value)) {
    if (value.length > VALUE_LIMITS.arrayElements) throw new ValueLimitError(`${what} has an array of more than ${VALUE_LIMITS.arrayElements} elements.`);
    for (const item of value) walk(item, depth + 1, what);
    return;
  }
  const object = value as Record<string, Value | undefined>;
  const keys = Object.keys(object);
  if (keys.length > VALUE_LIMITS.objectFields) throw new ValueLimitError(`${what} has an object with more than ${VALUE_LIMITS.objectFields} fields.`);
  for (const key of keys) {
    if (key.length === 0 || key.length > VALUE_LIMITS.fieldNameLength)
      throw new ValueLimitError(`${what} has a field name that is empty or longer than ${VALUE_LIMITS.fieldNameLength} characters.`);
    walk(object[key], depth + 1, what);
  }
}

/** Throws a message saying where `value` breaks `validator`; only own fields are ever consulted. */
export function validateStrict(validator: ValidatorJson, value: Value | undefined, path = "args"): void {
  const problem = problemWith(validator, value);
  if (problem !== null) throw new ValueLimitError(`Validator error at ${path}${problem.at}: ${problem.message}.`);
}

/** Where (relative to the value) and how it breaks the validator; null when it conforms. */
type Problem = { at: string; message: string };

/**
 * Returns instead of throwing: a union tries each member, and a document has many unions
 * (optional fields, literals), so a thrown error (with its stack) per mismatch added up on every
 * save. The path is built only on the way out of a failure.
 */
function problemWith(validator: ValidatorJson, value: Value | undefined): Problem | null {
  const expected = (what: string): Problem => ({ at: "", message: `expected ${what}` });
  const within = (at: string, problem: Problem | null): Problem | null => (problem === null ? null : { at: at + problem.at, message: problem.message });
  switch (validator.type) {
    case "any":
    case "commitTs": // only convex-test's own placeholders; checked there
      return null;
    case "null":
      return value === null ? null : expected("null");
    case "number":
      return typeof value === "number" ? null : expected("a number");
    case "bigint":
      return typeof value === "bigint" ? null : expected("a bigint");
    case "boolean":
      return typeof value === "boolean" ? null : expected("a boolean");
    case "string":
      return typeof value === "string" ? null : expected("a string");
    case "bytes":
      return value instanceof ArrayBuffer ? null : expected("bytes");
    case "literal":
      return value !== undefined && sameLiteral(value, validator.value) ? null : expected(`the literal ${JSON.stringify(validator.value)}`);
    case "id":
      // The table is checked by convex-test (ids name their table); here only the type.
      return typeof value === "string" ? null : expected(`an id of "${validator.tableName}"`);
    case "array": {
      if (!Array.isArray(value)) return expected("an array");
      for (let index = 0; index < value.length; index++) {
        const problem = within(`[${index}]`, problemWith(validator.value, value[index]));
        if (problem !== null) return problem;
      }
      return null;
    }
    case "union":
      for (const member of validator.value) if (problemWith(member, value) === null) return null;
      return expected(`one of ${validator.value.map((member) => member.type).join(", ")}`);
    case "record": {
      if (!isPlainObject(value)) return expected("an object");
      for (const [key, item] of Object.entries(value as Record<string, Value>)) {
        const keyProblem = within(` key ${JSON.stringify(key.slice(0, 40))}`, problemWith(validator.keys, key));
        if (keyProblem !== null) return keyProblem;
        if (item === undefined) continue;
        const problem = within(`.${key.slice(0, 40)}`, problemWith(validator.values.fieldType, item));
        if (problem !== null) return problem;
      }
      return null;
    }
    case "object": {
      if (!isPlainObject(value)) return expected("an object");
      const object = value as Record<string, Value | undefined>;
      for (const key of Object.keys(object)) {
        if (object[key] !== undefined && !Object.hasOwn(validator.value, key))
          return { at: "", message: `unexpected field ${JSON.stringify(key.slice(0, 40))}` };
      }
      for (const [key, field] of Object.entries(validator.value)) {
        const item = Object.hasOwn(object, key) ? object[key] : undefined;
        if (item === undefined) {
          if (!field.optional) return { at: "", message: `missing required field ${JSON.stringify(key)}` };
          continue;
        }
        const problem = within(`.${key}`, problemWith(field.fieldType, item));
        if (problem !== null) return problem;
      }
      return null;
    }
    default:
      return expected(`a known validator type, not ${(validator as { type: string }).type}`);
  }
}

/** A literal validator holds a JSON value: strings, numbers and booleans compare directly. */
function sameLiteral(value: Value, literal: unknown): boolean {
  if (typeof literal !== "object" || literal === null) return typeof value !== "object" && value === literal;
  return JSON.stringify(convexToJson(value)) === JSON.stringify(literal);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof ArrayBuffer) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}

/** Shortens a text for logs and error messages, saying how much was cut. */
export function truncate(text: string, max = 2000): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
