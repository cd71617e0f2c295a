import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../convex/_generated/api";
import { PRESENCE_HEARTBEAT_MS } from "../../../convex/model/members";
import { usePresence } from "../../../src/builder/collaboration/usePresence";
import { fakeConvex } from "../fakeConvex";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);

const tokens = { roomToken: "room-1", sessionToken: "session-1" };
const ed = { userId: "ed", name: "Ed", section: "skills", field: "skills.0.name" };

describe("builder presence (the presence component through convex/builderPresence.ts)", () => {
  it("beats with its place once, lists the room with the token it got, and says goodbye on close", async () => {
    fakeConvex.onCall(api.builderPresence.heartbeat, () => tokens);
    fakeConvex.setQuery(api.builderPresence.list, (args) => (args.roomToken === "room-1" && args.portfolioId === "p1" ? [ed] : []));
    const { result, unmount } = renderHook(() => usePresence("p1", "about", true));
    await waitFor(() => expect(result.current).toEqual([ed]));
    const [first] = fakeConvex.callsTo(api.builderPresence.heartbeat);
    expect(first).toEqual({ portfolioId: "p1", session: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), at: { section: "about" } });
    unmount();
    expect(fakeConvex.callsTo(api.presence.leave)).toEqual([{ sessionToken: "session-1" }]);
  });

  it("sends the place only when it changed, and again after a beat the server did not take", async () => {
    vi.useFakeTimers();
    try {
      let taken = true;
      fakeConvex.onCall(api.builderPresence.heartbeat, () => (taken ? tokens : null));
      const { rerender } = renderHook(({ section }) => usePresence(undefined, section, true), { initialProps: { section: "about" } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
      });
      const places = () => fakeConvex.callsTo(api.builderPresence.heartbeat).map((args) => args.at ?? null);
      expect(places()).toEqual([{ section: "about" }, null]);

      // A move goes at once; over the allowance it is not taken, so the next beat carries it again.
      taken = false;
      rerender({ section: "skills" });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      taken = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
      });
      expect(places()).toEqual([{ section: "about" }, null, { section: "skills" }, { section: "skills" }, null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends nothing when presence is off (read-only, signed out)", async () => {
    renderHook(() => usePresence("p1", "about", false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeConvex.callsTo(api.builderPresence.heartbeat)).toEqual([]);
  });
});
