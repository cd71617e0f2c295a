import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { emptyFormData } from "../../convex/model/formData";
import { useBrowser } from "./fixtures";
import { signedIn } from "./journeys";
import { adminRun, seedUser } from "./seed";

const browser = useBrowser();

/** A loopback webhook receiver that refuses the first attempt of each message, then verifies and keeps it. */
function webhookReceiver() {
  const seen = new Set<string>();
  const received: { type: string; data: Record<string, unknown>; attempt: number }[] = [];
  let secret = "";
  const attempts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const id = String(req.headers["webhook-id"]);
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      if (attempt === 1) return void res.writeHead(500).end("try again");
      try {
        const event = new Webhook(secret).verify(body, req.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
        if (!seen.has(id)) received.push({ ...event, attempt });
        seen.add(id);
        res.writeHead(204).end();
      } catch {
        res.writeHead(401).end("bad signature");
      }
    });
  });
  return {
    received,
    setSecret: (value: string) => (secret = value),
    start: () =>
      new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("API, webhooks and MCP", () => {
  const receiver = webhookReceiver();
  afterAll(() => receiver.close());

  test("a token made on the account page drives the REST API (every answer valid against the served OpenAPI document), signed webhooks with a retry, and the MCP server", async () => {
    const siteUrl = inject("siteUrl");
    const owner = await seedUser("api");
    await adminRun("users:setPlan", { email: owner.email, plan: "pro" });
    await owner.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...emptyFormData(), name: "Ada Lovelace" }, baseRevision: 0 });

    // The account page: a token with every permission (the secret is shown once), and a webhook endpoint.
    const page = await browser.open(await browser.context(), "/login");
    await signedIn(page, owner.email);
    await page.goto(page.url().replace(/\/dashboard$/, "/account"));
    const tokens = page.getByRole("region", { name: "API tokens" });
    await tokens.getByLabel("Token name").fill("e2e script");
    for (const label of ["Change the draft", "Publish and unpublish", "Read visitors' messages"]) await tokens.getByLabel(label).check();
    await tokens.getByRole("button", { name: "Create token" }).click();
    const token = (await tokens.getByTestId("new-token").textContent())!.trim();
    expect(token).toMatch(/^pb_/);
    await tokens.getByRole("table", { name: "Your API tokens" }).getByText("e2e script").waitFor();

    const hooks = page.getByRole("region", { name: "Webhooks" });
    const hookUrl = await receiver.start();
    await hooks.getByLabel("Endpoint URL").fill(hookUrl);
    await hooks.getByRole("button", { name: "Add endpoint" }).click();
    const endpoint = hooks.getByRole("article", { name: `Endpoint ${hookUrl}` });
    receiver.setSecret((await endpoint.getByText(/^whsec_/).textContent())!.trim());

    // The REST API, each answer checked against the document the API serves.
    const document = await (await fetch(`${siteUrl}/api/v1/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: false });
    const call = async (method: string, path: string, body?: unknown, auth = token) => {
      const response = await fetch(`${siteUrl}/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${auth}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      const operation = document.paths[path.replace(/\/messages\/[^/]+$/, "/messages/{id}")][method.toLowerCase()];
      const described = operation.responses[String(response.status)];
      expect(described, `${method} ${path} ${response.status} is documented`).toBeDefined();
      const schema = described.content["application/json"].schema;
      const validate = ajv.compile(schema.$ref ? { ...document.components.schemas.Error } : schema);
      expect(validate(json), `${method} ${path} ${response.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
      return { status: response.status, json, headers: response.headers };
    };

    const draft = await call("GET", "/draft");
    expect(draft).toMatchObject({ status: 200, json: { revision: 1 } });
    expect(draft.headers.get("RateLimit")).toMatch(/^"token";r=\d+;t=\d+$/);
    expect(await call("PUT", "/draft/sections/about", { baseRevision: 1, value: "Wrote the first program." })).toMatchObject({
      status: 200,
      json: { revision: 2 },
    });
    expect(await call("PUT", "/draft/sections/about", { baseRevision: 1, value: "Stale." })).toMatchObject({
      status: 409,
      json: { code: "portfolio/conflict", revision: 2 },
    });
    expect(await call("PATCH", "/draft/sections/personal", { baseRevision: 2, value: { role: "Analyst" } })).toMatchObject({ status: 200 });
    expect(await call("PATCH", "/draft/sections/contact", { baseRevision: 3, value: { phone: 7 } })).toMatchObject({ status: 400 });
    const entry = {
      title: "Notes on the Engine",
      link: "https://example.com/notes",
      description: "Translation and notes.",
      project_image: null,
      technology: "Analytical Engine",
    };
    expect(await call("POST", "/draft/sections/projects/entries", { baseRevision: 3, entry })).toMatchObject({ status: 200, json: { revision: 4 } });
    expect(await call("POST", "/portfolio/publish", { revision: 4 })).toMatchObject({ status: 200 });
    expect(await call("GET", "/portfolio")).toMatchObject({
      status: 200,
      json: { published: true, formData: { about: "Wrote the first program.", role: "Analyst" } },
    });
    expect(await call("GET", "/messages")).toMatchObject({ status: 200, json: { unread: 0 } });
    expect(await call("GET", "/messages/k000000000000000000000000000000")).toMatchObject({ status: 404 });
    expect(await call("GET", "/views")).toMatchObject({ status: 200 });
    expect(await call("GET", "/draft", undefined, "pb_wrong")).toMatchObject({ status: 401 });

    // The webhook: the receiver refused each message's first attempt; the retry was verified.
    await expect.poll(() => receiver.received.map((event) => event.type), { timeout: 20_000 }).toContain("portfolio.published");
    expect(receiver.received.find((event) => event.type === "portfolio.published")).toMatchObject({
      attempt: 2,
      data: { path: expect.stringMatching(/^\/p\//) },
    });
    await endpoint.getByRole("table").getByText("portfolio.published").waitFor();
    await endpoint.getByRole("row", { name: /portfolio\.published succeeded 2/ }).waitFor({ timeout: 10_000 });

    // The MCP server, with the SDK's own client.
    const client = new Client({ name: "e2e", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${siteUrl}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["read_portfolio", "update_section", "add_entry", "list_messages", "publish"]);
    const text = (result: Awaited<ReturnType<Client["callTool"]>>) => JSON.parse((result.content as { text: string }[])[0].text);
    const read = text(await client.callTool({ name: "read_portfolio", arguments: {} }));
    expect(read.draft.revision).toBe(4);
    const added = await client.callTool({ name: "add_entry", arguments: { section: "skills", baseRevision: 4, entry: { name: "Mathematics" } } });
    expect(added.isError).toBeFalsy();
    const published = await client.callTool({ name: "publish", arguments: { revision: 5 } });
    expect(text(published)).toMatchObject({ path: expect.stringMatching(/^\/p\//) });
    await client.close();
    // Revoked on the page: refused at once.
    await tokens.getByRole("button", { name: "Revoke e2e script" }).click();
    await tokens.getByRole("table").waitFor({ state: "detached" });
    expect((await fetch(`${siteUrl}/api/v1/draft`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
