import { convexToJson, getConvexSize, type Value } from "convex/values";

/**
 * What a real Convex deployment enforces and convex-test does not (or does laxly): Convex's
 * documented value and document limits (docs.convex.dev/database/types, /production/state/limits),
 * and validators that only accept a value's own fields. convex-test 0.0.60 looks fields up with
 * `validator.value[k]`, so a field named `toString` or `constructor` finds Object.prototype's and
 * passes unchecked; it also accepts anything for `v.record`.
 */
export const VALUE_LIMITS = {
  /** Function arguments (all of them, as Convex sizes them). */
  argumentsBytes: 16 * 1024 * 1024,
  /** One document. */
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
    if (key.length === 0 || key.length > VALUE_LIMITS.fieldNameLength) throw new ValueLimitError(`${what} has a field name that is empty or longer than ${VALUE_LIMITS.fieldNameLength} characters.`);
    walk(object[key], depth + 1, what);
  }
}

/** Throws a message saying where `value` breaks `validator`; only own fields are ever consulted. */
export function validateStrict(validator: ValidatorJson, value: Value | undefined, path = "args"): void {
  const fail = (expected: string): never => {
    throw new ValueLimitError(`Validator error at ${path}: expected ${expected}.`);
  };
  switch (validator.type) {
    case "any":
      return;
    case "null":
      if (value !== null) fail("null");
      return;
    case "number":
      if (typeof value !== "number") fail("a number");
      return;
    case "bigint":
      if (typeof value !== "bigint") fail("a bigint");
      return;
    case "commitTs":
      return; // only convex-test's own placeholders; checked there
    case "boolean":
      if (typeof value !== "boolean") fail("a boolean");
      return;
    case "string":
      if (typeof value !== "string") fail("a string");
      return;
    case "bytes":
      if (!(value instanceof ArrayBuffer)) fail("bytes");
      return;
    case "literal":
      if (value === undefined || JSON.stringify(convexToJson(value)) !== JSON.stringify(validator.value)) fail(`the literal ${JSON.stringify(validator.value)}`);
      return;
    case "id":
      // The table is checked by convex-test (ids name their table); here only the type.
      if (typeof value !== "string") fail(`an id of "${validator.tableName}"`);
      return;
    case "array":
      if (!Array.isArray(value)) fail("an array");
      (value as Value[]).forEach((item, index) => validateStrict(validator.value, item, `${path}[${index}]`));
      return;
    case "union":
      for (const member of validator.value) {
        try {
          validateStrict(member, value, path);
          return;
        } catch {
          // try the next member
        }
      }
      return fail(`one of ${validator.value.map((member) => member.type).join(", ")}`);
    case "record": {
      if (!isPlainObject(value)) fail("an object");
      for (const [key, item] of Object.entries(value as Record<string, Value>)) {
        validateStrict(validator.keys, key, `${path} key ${JSON.stringify(key.slice(0, 40))}`);
        if (item === undefined) continue;
        validateStrict(validator.values.fieldType, item, `${path}.${key.slice(0, 40)}`);
      }
      return;
    }
    case "object": {
      if (!isPlainObject(value)) fail("an object");
      const object = value as Record<string, Value | undefined>;
      for (const key of Object.keys(object)) {
        if (object[key] !== undefined && !Object.hasOwn(validator.value, key)) throw new ValueLimitError(`Validator error at ${path}: unexpected field ${JSON.stringify(key.slice(0, 40))}.`);
      }
      for (const [key, field] of Object.entries(validator.value)) {
        const item = Object.hasOwn(object, key) ? object[key] : undefined;
        if (item === undefined) {
          if (!field.optional) throw new ValueLimitError(`Validator error at ${path}: missing required field ${JSON.stringify(key)}.`);
          continue;
        }
        validateStrict(field.fieldType, item, `${path}.${key}`);
      }
      return;
    }
    default:
      return fail(`a known validator type, not ${(validator as { type: string }).type}`);
  }
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
