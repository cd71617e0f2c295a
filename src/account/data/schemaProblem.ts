import type { ErrorObject } from "ajv";
import english from "../../i18n/locales/en/messages.json";
import { fillTemplate } from "../../i18n/messageTemplates";

/*
 * One of ajv's verdicts on an imported JSON Resume as a sentence of the import's own: its keyword
 * (and for `type` and `format` what was expected) picks an English template of the messages
 * catalogue (imports, imports.schema) filled with the field's path, so the problem is shown in the
 * person's language by translateMessage as every other import problem is. ajv's own wording
 * ("must match pattern "^([1-2][0-9]{3}…") never reaches them.
 */

const { mustBeText, mustBeList, mustBeObject, schema: templates } = english.imports;

const TYPES: Record<string, string> = {
  string: mustBeText,
  array: mustBeList,
  object: mustBeObject,
  number: templates.number,
  integer: templates.number,
  boolean: templates.boolean,
};

const FORMATS: Record<string, string> = { uri: templates.url, email: templates.email };

/** The schema's one pattern is its dates' (`definitions.iso8601`). */
const DATE_PATTERN = "#/definitions/iso8601/pattern";

/** `/work/0/startDate` as `work[0].startDate`; the whole file as "The file" (a template too, so it is translated). */
function fieldPath(instancePath: string): string {
  if (instancePath === "") return templates.theFile;
  return instancePath
    .slice(1)
    .replace(/\/(\d+)/g, "[$1]")
    .replace(/\//g, ".")
    .replace(/~1/g, "/")
    .replace(/~0/g, "~");
}

function template({ keyword, params, schemaPath }: ErrorObject): { text: string; values?: Record<string, string> } {
  switch (keyword) {
    case "type":
      return { text: TYPES[params.type as string] ?? templates.invalid };
    case "format":
      return { text: FORMATS[params.format as string] ?? templates.format };
    case "pattern":
      return { text: schemaPath === DATE_PATTERN ? templates.date : templates.format };
    case "required":
      return { text: templates.required, values: { field: String(params.missingProperty) } };
    case "additionalProperties":
      return { text: templates.unknownField, values: { field: String(params.additionalProperty) } };
    case "enum":
      return { text: templates.oneOf, values: { values: (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ") } };
    case "minLength":
      return { text: templates.minLength, values: { min: String(params.limit) } };
    default:
      return { text: templates.invalid };
  }
}

/** An ajv error as an English sentence of the catalogue (`basics.email must be an email address.`). */
export function schemaProblem(error: ErrorObject): string {
  const { text, values } = template(error);
  return fillTemplate(text, { ...values, path: fieldPath(error.instancePath) });
}
