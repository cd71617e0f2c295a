import type { GenericValidator } from "convex/values";

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), as plain data. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Converts a Convex validator to the JSON Schema of the same values, so the API's OpenAPI document
 * (model/apiSpec.ts) and the MCP tools' input schemas come from the validators the server checks
 * with, never from a second, hand-kept description. `partial` makes an object's fields optional
 * (a PATCH body). Ids are strings; int64 values have no JSON form and are refused.
 */
export function toJsonSchema(validator: GenericValidator, options: { partial?: boolean } = {}): JsonSchema {
  switch (validator.kind) {
    case "string":
    case "id":
      return { type: "string" };
    case "float64":
      return { type: "number" };
    case "boolean":
      return { type: "boolean" };
    case "null":
      return { type: "null" };
    case "any":
      return {};
    case "literal":
      return { const: validator.value };
    case "array":
      return { type: "array", items: toJsonSchema(validator.element) };
    case "record":
      return { type: "object", additionalProperties: toJsonSchema(validator.value) };
    case "union": {
      const members = validator.members.map((member) => toJsonSchema(member));
      // A union of constants reads better (and validates the same) as one enum.
      if (members.every((member) => "const" in member)) return { enum: members.map((member) => member.const) };
      return { anyOf: members };
    }
    case "object": {
      const entries = Object.entries(validator.fields as Record<string, GenericValidator>);
      const required = options.partial ? [] : entries.filter(([, field]) => field.isOptional !== "optional").map(([name]) => name);
      return {
        type: "object",
        properties: Object.fromEntries(entries.map(([name, field]) => [name, toJsonSchema(field)])),
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: false,
      };
    }
    default:
      throw new Error(`No JSON Schema for a ${validator.kind} validator`);
  }
}
