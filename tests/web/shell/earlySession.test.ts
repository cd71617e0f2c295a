import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../convex/_generated/api";
import { JWT_PREFIX, storageNamespace } from "../../../src/lib/convexAuthStorage";

/** A WebSocket that opens at once, keeps what the client sends, and answers what the test says. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: { type: string; [key: string]: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  answer(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}

const TOKEN = "stored.jwt.token";
const ZERO = "AAAAAAAAAAA="; // a Convex timestamp (u64, base64)

describe("the builder's early session (src/lib/convexClient.ts)", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("WebSocket", FakeSocket);
    localStorage.setItem(JWT_PREFIX + storageNamespace(window.location.origin), TOKEN);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("signs in with the stored token and asks for the draft at once; the auth provider then takes the confirmed session over without signing in again", async () => {
    const { convexClient, startSession } = await import("../../../src/lib/convexClient");
    startSession([[api.drafts.get, {}]]);
    await vi.waitFor(() => expect(FakeSocket.last?.types()).toEqual(["Connect", "Authenticate", "ModifyQuerySet"]));
    const socket = FakeSocket.last!;
    expect(socket.sent[1]).toMatchObject({ type: "Authenticate", value: TOKEN });
    expect(socket.sent[2]).toMatchObject({ modifications: [{ type: "Add", udfPath: "drafts:get" }] });
    // The deployment confirms the token and answers the draft in one transition.
    socket.answer({
      type: "Transition",
      startVersion: { querySet: 0, identity: 0, ts: ZERO },
      endVersion: { querySet: 1, identity: 1, ts: ZERO },
      modifications: [{ type: "QueryUpdated", queryId: 0, value: { revision: 3 }, logLines: [], journal: null }],
    });
    expect(convexClient().watchQuery(api.drafts.get, {}).localQueryResult()).toEqual({ revision: 3 });

    // ConvexAuthProvider, once React runs, signs in with the same stored token.
    const onChange = vi.fn();
    convexClient().setAuth(async () => TOKEN, onChange);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(socket.types().filter((type) => type === "Authenticate")).toHaveLength(1);
  });

  it("leaves another token's sign-in to the client as usual", async () => {
    const { convexClient, startSession } = await import("../../../src/lib/convexClient");
    startSession([[api.drafts.get, {}]]);
    await vi.waitFor(() => expect(FakeSocket.last?.types()).toContain("ModifyQuerySet"));
    convexClient().setAuth(async () => "another.jwt.token", vi.fn());
    await vi.waitFor(() => expect(FakeSocket.last!.sent.filter((m) => m.type === "Authenticate").map((m) => m.value)).toEqual([TOKEN, "another.jwt.token"]));
  });
});
