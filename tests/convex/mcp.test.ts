import { describe, expect, test } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { api, internal } from "../../convex/_generated/api";
import { formData, setupBackend, signedUpUser, type Backend } from "./setup";

/** The SDK's own client, talking to /api/mcp through convex-test's fetch. */
async function mcpClient(t: Backend, token: string) {
  const transport = new StreamableHTTPClientTransport(new URL("http://deployment.test/api/mcp"), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
    fetch: (url, init) => t.fetch(new URL(String(url)).pathname, init as RequestInit),
  });
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const parsed = (result: Awaited<ReturnType<Client["callTool"]>>) => JSON.parse((result.content as { text: string }[])[0].text);

describe("MCP server", () => {
  test("lists the tools with schemas, reads, updates with the revision check, adds an entry and publishes", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    const { secret } = await ada.as.mutation(api.apiTokens.create, { name: "assistant", scopes: ["read", "write_draft", "messages"], expiresInDays: 7 });
    const client = await mcpClient(t, secret);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["read_portfolio", "update_section", "add_entry", "list_messages", "publish"]);
    expect(tools.find((tool) => tool.name === "add_entry")?.inputSchema.anyOf).toHaveLength(4);

    const read = parsed(await client.callTool({ name: "read_portfolio", arguments: {} }));
    expect(read).toMatchObject({ draft: { revision: 1, formData: { name: "Ada Lovelace" } }, published: { published: false } });

    expect(
      parsed(await client.callTool({ name: "update_section", arguments: { section: "about", baseRevision: 1, value: "Poet of science." } })),
    ).toMatchObject({ revision: 2 });
    const stale = await client.callTool({ name: "update_section", arguments: { section: "about", baseRevision: 1, value: "Stale." } });
    expect(stale.isError).toBe(true);
    expect(parsed(stale)).toMatchObject({ code: "portfolio/conflict", revision: 2 });

    const bad = await client.callTool({ name: "add_entry", arguments: { section: "skills", baseRevision: 2, entry: { name: 5 } } });
    expect(bad.isError).toBe(true);
    expect(parsed(bad).code).toBe("validation/invalid");
    const skill = { name: "Mathematics", percentage: 95 };
    expect(parsed(await client.callTool({ name: "add_entry", arguments: { section: "skills", baseRevision: 2, entry: skill } }))).toMatchObject({
      revision: 3,
    });
    expect(parsed(await client.callTool({ name: "read_portfolio", arguments: {} })).draft.formData.skills).toEqual([expect.objectContaining(skill)]);

    expect(parsed(await client.callTool({ name: "list_messages", arguments: {} }))).toEqual({ unread: 0, messages: [] });
    // This token lacks "publish".
    const publish = await client.callTool({ name: "publish", arguments: {} });
    expect(publish.isError).toBe(true);
    expect(parsed(publish).code).toBe("auth/forbidden");
    await client.close();
  });

  test("refuses requests without a valid token", async () => {
    const t = await setupBackend();
    const response = await t.fetch("/api/mcp", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(401);
  });
});
