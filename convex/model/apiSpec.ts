import { v, type GenericValidator } from "convex/values";
import { API_SCOPES, type ApiScope } from "./apiTokens";
import { customSectionsValidator } from "./customSections";
import { formDataValidator, LIST_SECTIONS, type ListSection } from "./formData";
import { toJsonSchema, type JsonSchema } from "./jsonSchema";
import { linksValidator } from "./links";
import { themeValidator } from "./theme";
import { translationValidator } from "./translations";
import { aboutValidator } from "./sections/about";
import { contactValidator } from "./sections/contact";
import { educationValidator } from "./sections/education";
import { experienceValidator } from "./sections/experience";
import { personalValidators } from "./sections/personal";
import { projectValidator } from "./sections/projects";
import { skillValidator } from "./sections/skills";
import { socialLinksValidator } from "./sections/socialLinks";

/**
 * The REST API (`/api/v1`, apiHttp.ts), described once: each route's method, path, permission,
 * body and answer as Convex validators. apiHttp.ts checks requests with them, the MCP tools take
 * their input schemas from them, and `openApiDocument` turns them into the OpenAPI 3.1 document
 * served at /api/v1/openapi.json and shown on the app's API reference page.
 */
export const API_VERSION_PATH = "/api/v1";

/** The draft sections the API can write, each with the validator of its value (its FormData fields). */
export const API_SECTIONS = {
  personal: v.object(personalValidators),
  about: aboutValidator,
  socialLinks: socialLinksValidator,
  skills: v.array(skillValidator),
  experience: v.array(experienceValidator),
  projects: v.array(projectValidator),
  education: v.array(educationValidator),
  contact: contactValidator,
  links: linksValidator,
  theme: themeValidator,
  customSections: customSectionsValidator,
  /** The main language's BCP 47 tag (model/translations.ts LANGUAGES). */
  language: v.string(),
  /** The other languages, each one's texts keyed by where they sit (model/translations.ts). */
  translations: v.array(translationValidator),
} as const;
export type ApiSection = keyof typeof API_SECTIONS;
export const API_SECTION_NAMES = Object.keys(API_SECTIONS) as ApiSection[];

/** Entries of the list sections, for "add an entry". */
export const ENTRY_VALIDATORS: { [K in ListSection]: GenericValidator } = {
  skills: skillValidator,
  experience: experienceValidator,
  projects: projectValidator,
  education: educationValidator,
};

/** Sections whose value is an object: PATCH merges the given fields into them. */
export const PATCHABLE_SECTIONS = API_SECTION_NAMES.filter((name) => API_SECTIONS[name].kind === "object");

const nullable = <T extends GenericValidator>(validator: T) => v.union(validator, v.null());

export const apiErrorValidator = v.object({
  code: v.string(),
  message: v.string(),
  /** Field path → what is wrong there. */
  fields: v.optional(v.record(v.string(), v.string())),
  /** On 409: the draft's current revision, to re-read and retry from. */
  revision: v.optional(v.number()),
});

export const draftResponse = v.object({ templateId: v.string(), revision: v.number(), updatedAt: v.number(), formData: formDataValidator });
export const portfolioResponse = v.object({
  published: v.boolean(),
  templateId: nullable(v.string()),
  publishedAt: nullable(v.string()),
  /** The page's address on this site (null while offline). */
  path: nullable(v.string()),
  formData: nullable(formDataValidator),
});
export const revisionResponse = v.object({ revision: v.number(), updatedAt: v.number() });
export const publishResponse = v.object({ path: v.string(), publishedAt: v.string(), customDomain: nullable(v.string()) });
export const unpublishResponse = v.object({ published: v.literal(false) });
export const messageResponse = v.object({ id: v.string(), name: v.string(), email: v.string(), message: v.string(), read: v.boolean(), createdAt: v.number() });
export const messagesResponse = v.object({ unread: v.number(), messages: v.array(messageResponse) });
export const viewsResponse = v.object({ totalViews: v.number(), chart: nullable(v.array(v.object({ day: v.string(), views: v.number() }))) });

const baseRevision = v.number();
export const publishBody = v.object({ revision: v.optional(v.number()) });

export type ApiOperation =
  | { op: "getDraft" | "getPortfolio" | "publish" | "unpublish" | "listMessages" | "getMessage" | "getViews" }
  | { op: "replaceSection" | "patchSection"; section: ApiSection }
  | { op: "addEntry"; section: ListSection };

export type ApiRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH";
  /** Under API_VERSION_PATH; `{id}` is a path parameter. */
  path: string;
  operationId: string;
  summary: string;
  scope: ApiScope;
  body?: GenericValidator;
  response: GenericValidator;
  operation: ApiOperation;
};

const sectionRoutes = API_SECTION_NAMES.flatMap((section): ApiRoute[] => {
  const value = API_SECTIONS[section];
  const replace: ApiRoute = {
    method: "PUT",
    path: `/draft/sections/${section}`,
    operationId: `replace_${section}`,
    summary: `Replace the draft's ${section} section`,
    scope: "write_draft",
    body: v.object({ baseRevision, value }),
    response: revisionResponse,
    operation: { op: "replaceSection", section },
  };
  if (value.kind !== "object") return [replace];
  return [
    replace,
    {
      method: "PATCH",
      path: `/draft/sections/${section}`,
      operationId: `patch_${section}`,
      summary: `Change some fields of the draft's ${section} section`,
      scope: "write_draft",
      // The fields given replace those fields; the merged section is validated whole.
      body: v.object({ baseRevision, value: v.any() }),
      response: revisionResponse,
      operation: { op: "patchSection", section },
    },
  ];
});

const entryRoutes = LIST_SECTIONS.map((section): ApiRoute => ({
  method: "POST",
  path: `/draft/sections/${section}/entries`,
  operationId: `add_${section}_entry`,
  summary: `Add an entry at the end of the draft's ${section}`,
  scope: "write_draft",
  body: v.object({ baseRevision, entry: ENTRY_VALIDATORS[section] }),
  response: revisionResponse,
  operation: { op: "addEntry", section },
}));

export const API_ROUTES: readonly ApiRoute[] = [
  { method: "GET", path: "/draft", operationId: "get_draft", summary: "Read the draft", scope: "read", response: draftResponse, operation: { op: "getDraft" } },
  ...sectionRoutes,
  ...entryRoutes,
  {
    method: "GET",
    path: "/portfolio",
    operationId: "get_portfolio",
    summary: "Read the published page",
    scope: "read",
    response: portfolioResponse,
    operation: { op: "getPortfolio" },
  },
  {
    method: "POST",
    path: "/portfolio/publish",
    operationId: "publish",
    summary: "Publish the draft (with `revision`: only if the draft is still that revision)",
    scope: "publish",
    body: publishBody,
    response: publishResponse,
    operation: { op: "publish" },
  },
  {
    method: "POST",
    path: "/portfolio/unpublish",
    operationId: "unpublish",
    summary: "Take the page offline (the content stays for republishing)",
    scope: "publish",
    response: unpublishResponse,
    operation: { op: "unpublish" },
  },
  {
    method: "GET",
    path: "/messages",
    operationId: "list_messages",
    summary: "List visitors' messages, newest first (the latest 100)",
    scope: "messages",
    response: messagesResponse,
    operation: { op: "listMessages" },
  },
  {
    method: "GET",
    path: "/messages/{id}",
    operationId: "get_message",
    summary: "Read one message",
    scope: "messages",
    response: messageResponse,
    operation: { op: "getMessage" },
  },
  { method: "GET", path: "/views", operationId: "get_views", summary: "View counts", scope: "read", response: viewsResponse, operation: { op: "getViews" } },
];

/** The route for a request (path under API_VERSION_PATH), with its `{id}` if any; or what is wrong. */
export function matchRoute(method: string, path: string): { route: ApiRoute; id?: string } | "not-found" | "method-not-allowed" {
  let pathMatched = false;
  for (const route of API_ROUTES) {
    const pattern = new RegExp(`^${route.path.replace("{id}", "([A-Za-z0-9_-]{1,64})")}/?$`);
    const match = pattern.exec(path);
    if (match === null) continue;
    pathMatched = true;
    if (route.method === method) return { route, id: match[1] };
  }
  return pathMatched ? "method-not-allowed" : "not-found";
}

/** The answers every route may give besides its own, by status. */
const ERROR_STATUSES: Record<string, string> = {
  "400": "The request is malformed (`fields` says where).",
  "401": "Missing, unknown or expired token.",
  "403": "The token lacks the permission, or the account's plan has no API access.",
  "404": "Nothing there.",
  "409": "The draft changed since `baseRevision` (`revision` is the current one): read it again and retry.",
  "422": "The content breaks the builder's rules (`fields` says which).",
  "429": "Over the token's rate limit: wait `Retry-After` seconds.",
};

/** The OpenAPI 3.1 document of API_ROUTES, served at /api/v1/openapi.json. */
export function openApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const rateLimitHeaders = {
    RateLimit: { description: "Requests left and seconds until the allowance is full again.", schema: { type: "string" } },
    "RateLimit-Policy": { description: "The token's allowance: requests per window (seconds).", schema: { type: "string" } },
  };
  for (const route of API_ROUTES) {
    const errors = Object.fromEntries(
      Object.entries(ERROR_STATUSES).map(([status, description]) => [
        status,
        { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      ]),
    );
    const value = route.operation.op === "patchSection" ? toJsonSchema(API_SECTIONS[route.operation.section], { partial: true }) : null;
    const body = route.body && toJsonSchema(route.body);
    if (body && value) (body.properties as Record<string, unknown>).value = value;
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      description: `Needs a token with the \`${route.scope}\` permission.`,
      security: [{ token: [route.scope] }],
      ...(route.path.includes("{id}") ? { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }] } : {}),
      ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body } } } } : {}),
      responses: {
        "200": { description: "OK", headers: rateLimitHeaders, content: { "application/json": { schema: toJsonSchema(route.response) } } },
        ...errors,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Portfolio Builder API",
      version: "1",
      description:
        "Read and change your portfolio from scripts. Authenticate with a personal access token from your account page: `Authorization: Bearer pb_…`.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: toJsonSchema(apiErrorValidator) },
      securitySchemes: { token: { type: "http", scheme: "bearer", description: `Personal access token; permissions: ${API_SCOPES.join(", ")}.` } },
    },
  };
}
