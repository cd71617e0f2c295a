import { describe, expect, test } from "vitest";
import type { JSONValue } from "convex/values";
import { LiveQueries } from "../../local-backend/liveQueries";
import type { CallOutcome, FunctionRunner } from "../../local-backend/runner";

/** A runner whose query results and read tables the test controls, counting the runs. */
function fakeRunner(state: { value: JSONValue; tables: string[] }) {
  const runs: string[] = [];
  const runner = {
    call: async (_kind: string, udfPath: string, _args: JSONValue, _identity: unknown, reads?: Set<string>): Promise<CallOutcome> => {
      runs.push(udfPath);
      for (const table of state.tables) reads?.add(table);
      return { success: true, value: state.value };
    },
  };
  return { runner: runner as unknown as FunctionRunner, runs };
}

const ada = { subject: "ada", issuer: "https://site", tokenIdentifier: "https://site|ada" };

describe("live queries", () => {
  test("identical (identity, query, args) subscriptions share one run and one result", async () => {
    const { runner, runs } = fakeRunner({ value: 1, tables: ["drafts"] });
    const live = new LiveQueries(runner);
    const first = await live.watch(ada, "drafts:get", [{}], () => {});
    const second = await live.watch(ada, "drafts:get", [{}], () => {});
    expect(second).toBe(first);
    expect(runs).toEqual(["drafts:get"]);
    await live.watch(null, "drafts:get", [{}], () => {});
    expect(runs).toHaveLength(2); // another identity is another query
  });

  test("a commit re-runs only queries that read a written table, and tells watchers only of changes", async () => {
    const state = { value: 1 as JSONValue, tables: ["drafts"] };
    const { runner, runs } = fakeRunner(state);
    const live = new LiveQueries(runner);
    const told: JSONValue[] = [];
    let flushed = 0;
    live.addObserver({ afterRefresh: () => flushed++ });
    await live.watch(ada, "drafts:get", [{}], (query) => told.push(query.outcome.success ? query.outcome.value : null));

    await live.refresh(new Set(["contactMessages"]));
    expect(runs).toHaveLength(1); // not re-run: it never read contactMessages

    await live.refresh(new Set(["drafts"]));
    expect(runs).toHaveLength(2);
    expect(told).toEqual([]); // same result: nobody is told

    state.value = 2;
    await live.refresh(new Set(["drafts"]));
    expect(told).toEqual([2]);
    expect(flushed).toBe(3);
  });

  test("refreshes requested while one runs are served by one more run", async () => {
    const { runner, runs } = fakeRunner({ value: 1, tables: ["drafts"] });
    const live = new LiveQueries(runner);
    await live.watch(ada, "drafts:get", [{}], () => {});
    await Promise.all([live.refresh(new Set(["drafts"])), live.refresh(new Set(["drafts"])), live.refresh(new Set(["drafts"]))]);
    expect(runs).toHaveLength(2); // the first run, then one re-run for all three requests
  });

  test("a query nobody watches any more is dropped", async () => {
    const { runner, runs } = fakeRunner({ value: 1, tables: ["drafts"] });
    const live = new LiveQueries(runner);
    const watcher = () => {};
    const query = await live.watch(ada, "drafts:get", [{}], watcher);
    live.unwatch(query, watcher);
    expect(live.size).toBe(0);
    await live.refresh(new Set(["drafts"]));
    expect(runs).toHaveLength(1);
  });
});
