import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { v, ConvexError, type GenericValidator } from "convex/values";
import { validate } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { httpAction, type ActionCtx } from "./_generated/server";
import { admitRequest, json } from "./apiHttp";
import { API_SECTION_NAMES, API_SECTIONS, ENTRY_VALIDATORS } from "./model/apiSpec";
import type { ApiScope } from "./model/apiTokens";
import { LIST_SECTIONS } from "./model/formData";
import { toJsonSchema } from "./model/jsonSchema";

/**
 * The MCP server for AI assistants (streamable HTTP at /api/mcp), authorised by a personal
 * access token like the REST API and running the same internal functions (apiData.ts). It runs
 * inside this HTTP action through the SDK's web-standard transport, stateless (a new server per
 * request, JSON answers), so it needs no process of its own. Tool inputs are Convex validators,
 * checked here and turned into the schemas the model sees.
 */

const baseRevision = v.number();

type Tool = {
  name: string;
  description: string;
  scope: ApiScope;
  args: GenericValidator;
  run: (ctx: ActionCtx, userId: Id<"users">, args: Record<string, unknown>) => Promise<unknown>;
};

const TOOLS: Tool[] = [
  {
    name: "read_portfolio",
    description:
      "Read the user's portfolio: the draft being edited (with its `revision`, needed by every change) and whether a page is published, with its address and content.",
    scope: "read",
    args: v.object({}),
    run: async (ctx, userId) => {
      const [draft, published] = await Promise.all([
        ctx.runQuery(internal.apiData.draft, { userId }).catch((error: unknown) => (error instanceof ConvexError ? null : Promise.reject(error))),
        ctx.runQuery(internal.apiData.portfolio, { userId }),
      ]);
      return { draft, published };
    },
  },
  {
    name: "update_section",
    description:
      "Replace one section of the draft with a new value (the whole section, in the shape read_portfolio shows). Pass the draft's current `revision` as `baseRevision`; if the draft changed since, nothing is written and the error says the current revision. Changes the draft only: publish to put it online.",
    scope: "write_draft",
    args: v.union(...API_SECTION_NAMES.map((section) => v.object({ section: v.literal(section), baseRevision, value: API_SECTIONS[section] }))),
    run: (ctx, userId, { section, value, baseRevision }) =>
      ctx.runMutation(internal.apiData.writeSection, { userId, mode: "replace", section: section as string, value, baseRevision: baseRevision as number }),
  },
  {
    name: "add_entry",
    description:
      "Add one entry at the end of a list section of the draft (a skill, a job under experience, a project or an education entry). Pass the draft's current `revision` as `baseRevision`.",
    scope: "write_draft",
    args: v.union(...LIST_SECTIONS.map((section) => v.object({ section: v.literal(section), baseRevision, entry: ENTRY_VALIDATORS[section] }))),
    run: (ctx, userId, { section, entry, baseRevision }) =>
      ctx.runMutation(internal.apiData.writeSection, { userId, mode: "add", section: section as string, value: entry, baseRevision: baseRevision as number }),
  },
  {
    name: "list_messages",
    description: "List the messages visitors sent through the published page's contact form, newest first (the latest 100), and how many are unread.",
    scope: "messages",
    args: v.object({}),
    run: (ctx, userId) => ctx.runQuery(internal.apiData.messages, { userId }),
  },
  {
    name: "publish",
    description:
      "Publish the saved draft as the user's public page (the publish rules apply: a name is required and links must be safe). With `revision`, publishes only if the draft is still that revision. Ask the user before publishing.",
    scope: "publish",
    args: v.object({ revision: v.optional(v.number()) }),
    run: (ctx, userId, { revision }) => ctx.runMutation(internal.apiData.publish, { userId, ...(typeof revision === "number" ? { revision } : {}) }),
  },
];

const result = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  ...(isError ? { isError } : {}),
});

/** One request's MCP server, acting for the token's owner with its permissions. */
function mcpServer(ctx: ActionCtx, userId: Id<"users">, scopes: ApiScope[]) {
  const server = new Server({ name: "portfolio-builder", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      description: `${tool.description} Needs the "${tool.scope}" permission.`,
      inputSchema: toolSchema(tool.args),
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    if (tool === undefined) return result({ code: "mcp/unknown-tool", message: `There is no tool named ${request.params.name}.` }, true);
    if (!scopes.includes(tool.scope)) return result({ code: "auth/forbidden", message: `This token lacks the "${tool.scope}" permission.` }, true);
    const args = request.params.arguments ?? {};
    try {
      validate(tool.args, args, { throw: true });
    } catch (error) {
      const { path, expected, got } = error as { path?: string; expected?: string; got?: string };
      return result(
        { code: "validation/invalid", message: "The arguments do not fit this tool.", fields: { [path || "arguments"]: `Expected ${expected}, got ${got}.` } },
        true,
      );
    }
    try {
      return result(await tool.run(ctx, userId, args));
    } catch (error) {
      if (error instanceof ConvexError) return result(error.data, true);
      throw error;
    }
  });
  return server;
}

/** MCP wants an object schema at the top: a union of argument shapes becomes its `anyOf`. */
function toolSchema(args: GenericValidator) {
  const schema = toJsonSchema(args);
  return ("anyOf" in schema ? { type: "object", anyOf: schema.anyOf } : schema) as { type: "object"; [key: string]: unknown };
}

export const mcp = httpAction(async (ctx, request) => {
  const { auth, headers } = await admitRequest(ctx, request, null);
  if (!auth.ok) return json(auth.status, { code: auth.code, message: auth.message }, headers);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await mcpServer(ctx, auth.userId, auth.scopes).connect(transport);
  const response = await transport.handleRequest(request);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
});
