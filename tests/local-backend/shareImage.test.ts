import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import sharp from "sharp";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { draft, nextValue, serverErrorReason, signUp, socketClient, useSpawnedBackend } from "./helpers";

// The whole path as a deployment runs it: publish schedules the Node action, which reads the
// photo from storage, draws with satori and sharp, stores the PNG; the public query names it.

const spawned = useSpawnedBackend();

test("publishing draws the share image; it downloads as a 1200×630 PNG within 150 KB", { timeout: 60_000 }, async () => {
  const user = await signUp(spawned().url);
  const http = new ConvexHttpClient(spawned().url, { auth: user.token });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  const posted = await fetch(await http.mutation(api.files.generateUploadUrl, {}), { method: "POST", headers: { "Content-Type": "image/jpeg" }, body: photo });
  const { storageId } = (await posted.json()) as { storageId: Id<"_storage"> };
  await http.action(api.files.confirmUpload, { storageId });

  await http.mutation(api.portfolios.publish, { templateId: "modern", formData: { ...draft("Ada Lovelace"), image: storageId } });
  const me = await http.query(api.users.current, {});
  const socket = socketClient(spawned().url);
  try {
    const page = await nextValue(socket, api.portfolios.getPublic, { userId: me!.uid }, (p) => p.status === "published" && p.shareImageUrl !== null, 30_000);
    const url = page.status === "published" ? page.shareImageUrl! : "";
    expect(url.startsWith(`${spawned().url}/api/storage/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(150 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  } finally {
    await socket.close();
  }
});

test("the render is internal: clients cannot call it", async () => {
  const render = makeFunctionReference<"action">("shareImage:render");
  expect(await serverErrorReason(new ConvexHttpClient(spawned().url).action(render, { userId: "x", publishedAt: "" }), spawned().output)).toMatch(
    /Could not find public function/,
  );
});
