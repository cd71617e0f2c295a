import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { API_ROUTES, openApiDocument } from "../../convex/model/apiSpec";
import { toJsonSchema } from "../../convex/model/jsonSchema";
import { formData, setupBackend, signedUpUser, type Backend } from "./setup";
import { v } from "convex/values";

/** A Pro owner with a saved draft and a token of every permission. */
async function owner(t: Backend) {
  const ada = await signedUpUser(t);
  await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
  await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
  const { secret } = await ada.as.mutation(api.apiTokens.create, { name: "test", scopes: ["read", "write_draft", "publish", "messages"], expiresInDays: 7 });
  const call = (method: string, path: string, body?: unknown, token = secret) =>
    t.fetch(`/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { ada, secret, call };
}

describe("REST API", () => {
  test("reads the draft with rate-limit headers; no CORS header anywhere", async () => {
    const t = await setupBackend();
    const { call } = await owner(t);
    const response = await call("GET", "/draft");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ templateId: "minimalist", revision: 1, formData: { name: "Ada Lovelace" } });
    expect(response.headers.get("RateLimit-Policy")).toBe('"token";q=60;w=60');
    expect(response.headers.get("RateLimit")).toMatch(/^"token";r=59;t=\d+$/);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const preflight = await t.fetch("/api/v1/draft", { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
    expect(preflight.status).toBe(400);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  test("without a token: 401 as JSON", async () => {
    const t = await setupBackend();
    const response = await t.fetch("/api/v1/draft");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "auth/unauthenticated", message: "Missing or unknown access token." });
  });

  test("replaces a section with the builder's revision check: a stale write is 409 with the current revision", async () => {
    const t = await setupBackend();
    const { call } = await owner(t);
    const ok = await call("PUT", "/draft/sections/about", { baseRevision: 1, value: "Mathematician." });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ revision: 2 });
    const stale = await call("PUT", "/draft/sections/about", { baseRevision: 1, value: "Overwritten?" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "portfolio/conflict", revision: 2 });
    expect(await (await call("GET", "/draft")).json()).toMatchObject({ revision: 2, formData: { about: "Mathematician." } });
  });

  test("validation: the wrong shape is 400 with the field path; the builder's limits are 422 with its field paths", async () => {
    const t = await setupBackend();
    const { call } = await owner(t);
    const shape = await call("PUT", "/draft/sections/contact", { baseRevision: 1, value: { phone: 5 } });
    expect(shape.status).toBe(400);
    expect((await shape.json()).fields).toEqual({ "value.phone": expect.stringContaining("Expected") });
    const tooLong = await call("PATCH", "/draft/sections/personal", { baseRevision: 1, value: { name: "x".repeat(5000) } });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ code: "validation/invalid", fields: { name: expect.any(String) } });
    const unknown = await call("PATCH", "/draft/sections/personal", { baseRevision: 1, value: { nickname: "Ada" } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields).toHaveProperty("value.nickname");
  });

  test("patches an object section and appends an entry", async () => {
    const t = await setupBackend();
    const { call } = await owner(t);
    expect((await call("PATCH", "/draft/sections/personal", { baseRevision: 1, value: { role: "Analyst" } })).status).toBe(200);
    const entry = { title: "Analyst", company: "Analytical Engine", duration: "1842", description: "Notes." };
    expect((await call("POST", "/draft/sections/experience/entries", { baseRevision: 2, entry })).status).toBe(200);
    const { formData: saved } = await (await call("GET", "/draft")).json();
    expect(saved).toMatchObject({ name: "Ada Lovelace", role: "Analyst", experience: [expect.objectContaining(entry)] });
  });

  test("publishes through the builder's path (publish rules apply), reads the page, unpublishes", async () => {
    const t = await setupBackend();
    const { call } = await owner(t);
    expect((await call("POST", "/portfolio/publish", { revision: 99 })).status).toBe(409);
    const published = await call("POST", "/portfolio/publish", { revision: 1 });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ path: "/p/ada-lovelace" });
    expect(await (await call("GET", "/portfolio")).json()).toMatchObject({ published: true, templateId: "minimalist", formData: { name: "Ada Lovelace" } });
    expect(await (await call("POST", "/portfolio/unpublish")).json()).toEqual({ published: false });
    expect(await (await call("GET", "/portfolio")).json()).toMatchObject({ published: false, formData: null });
    // The publish rules: a draft without a name cannot go online.
    await call("PATCH", "/draft/sections/personal", { baseRevision: 1, value: { name: "" } });
    const refused = await call("POST", "/portfolio/publish", {});
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toHaveProperty("name");
  });

  test("a token without the permission gets 403; messages and views answer their owner only", async () => {
    const t = await setupBackend();
    const { ada, call } = await owner(t);
    const { secret: readOnly } = await ada.as.mutation(api.apiTokens.create, { name: "ro", scopes: ["read"], expiresInDays: 7 });
    expect((await call("PUT", "/draft/sections/about", { baseRevision: 1, value: "x" }, readOnly)).status).toBe(403);
    expect((await call("GET", "/messages", undefined, readOnly)).status).toBe(403);
    expect(await (await call("GET", "/messages")).json()).toEqual({ unread: 0, messages: [] });
    expect((await call("GET", "/messages/nope")).status).toBe(404);
    expect(await (await call("GET", "/views")).json()).toMatchObject({ totalViews: 0, chart: expect.any(Array) });
  });

  test("the OpenAPI document is generated from the routes' validators and served", async () => {
    const t = await setupBackend();
    const served = await (await t.fetch("/api/v1/openapi.json")).json();
    expect(served.openapi).toBe("3.1.0");
    for (const route of API_ROUTES) expect(served.paths[route.path][route.method.toLowerCase()].operationId).toBe(route.operationId);
    expect(served).toEqual(openApiDocument(served.servers[0].url));
    expect(served.paths["/draft/sections/contact"].put.requestBody.content["application/json"].schema.properties.value).toEqual({
      type: "object",
      properties: { phone: { type: "string" }, email: { type: "string" }, address: { type: "string" } },
      required: ["phone", "email", "address"],
      additionalProperties: false,
    });
  });

  test("the converter: unions of literals are enums, optional fields are not required, partial drops required", () => {
    const validator = v.object({ kind: v.union(v.literal("a"), v.literal("b")), note: v.optional(v.string()), n: v.union(v.number(), v.null()) });
    expect(toJsonSchema(validator)).toEqual({
      type: "object",
      properties: { kind: { enum: ["a", "b"] }, note: { type: "string" }, n: { anyOf: [{ type: "number" }, { type: "null" }] } },
      required: ["kind", "n"],
      additionalProperties: false,
    });
    expect(toJsonSchema(validator, { partial: true })).not.toHaveProperty("required");
  });
});
