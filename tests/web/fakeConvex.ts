/**
 * A faithful in-memory fake of `convex/react` and `@convex-dev/auth/react` for jsdom tests.
 *
 *   vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
 *   vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
 *
 * Like the real client: queries are live (`setQuery` re-renders subscribers) and return
 * `undefined` until they have a value; mutations and actions are async and reject with whatever
 * the handler throws (e.g. a ConvexError with app data); `signIn` resolves once tokens are
 * stored and the session becomes authenticated a moment later, when "the server" confirms it;
 * `signOut` ends it. State is reset after every test (tests/web/setup.ts).
 */
import { createElement, Fragment, useCallback, useSyncExternalStore, type ReactNode } from "react";
import { getFunctionName, type FunctionArgs, type FunctionReference, type FunctionReturnType } from "convex/server";

type AnyFunction = FunctionReference<"query" | "mutation" | "action">;
type Handler = (args: Record<string, unknown>) => unknown;
export type SignInParams = { email?: string; password?: string; flow?: string } & Record<string, unknown>;

type State = {
  auth: { isLoading: boolean; isAuthenticated: boolean };
  queries: Map<string, unknown>;
  handlers: Map<string, Handler>;
  calls: { name: string; args: Record<string, unknown> }[];
  signIn: (provider: string, params: SignInParams) => Promise<void>;
  /** Milliseconds between signIn resolving and the session being confirmed. */
  confirmDelayMs: number;
};

const fresh = (): State => ({
  auth: { isLoading: false, isAuthenticated: false },
  queries: new Map(),
  handlers: new Map(),
  calls: [],
  signIn: async () => {},
  confirmDelayMs: 0,
});

let state = fresh();
let version = 0;
const listeners = new Set<() => void>();
const emit = () => {
  version++;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useVersion = () => useSyncExternalStore(subscribe, () => version);

async function call(name: string, args: Record<string, unknown> = {}) {
  state.calls.push({ name, args });
  await Promise.resolve();
  const handler = state.handlers.get(name);
  return handler ? await handler(args) : null;
}

export const fakeConvex = {
  reset() {
    state = fresh();
    emit();
  },
  /** Sets the session: signed in, signed out, or still unknown (`isLoading`). */
  setAuth(auth: Partial<State["auth"]>) {
    state.auth = { ...state.auth, ...auth };
    emit();
  },
  get auth() {
    return state.auth;
  },
  /** A live query's value (or a function of its args); `undefined` means still loading. */
  setQuery<Q extends FunctionReference<"query">>(
    query: Q,
    value: FunctionReturnType<Q> | undefined | ((args: FunctionArgs<Q>) => FunctionReturnType<Q> | undefined),
  ) {
    state.queries.set(getFunctionName(query), value);
    emit();
  },
  /** What a mutation or action does (default: resolves null). Throw to make it fail. */
  onCall<F extends FunctionReference<"mutation" | "action">>(
    fn: F,
    handler: (args: FunctionArgs<F>) => FunctionReturnType<F> | Promise<FunctionReturnType<F>>,
  ) {
    state.handlers.set(getFunctionName(fn), handler as Handler);
  },
  /** The arguments of every call made to a mutation or action, in order. */
  callsTo(fn: AnyFunction): Record<string, unknown>[] {
    const name = getFunctionName(fn);
    return state.calls.filter((c) => c.name === name).map((c) => c.args);
  },
  /** What signIn does before tokens are stored; throw to fail, never resolve to stay busy. */
  onSignIn(handler: (provider: string, params: SignInParams) => Promise<void> | void) {
    state.signIn = async (provider, params) => handler(provider, params);
  },
  signInCalls: [] as { provider: string; params: SignInParams }[],
  signOutCount: 0,
};

async function signIn(provider: string, params: SignInParams = {}) {
  fakeConvex.signInCalls.push({ provider, params });
  await state.signIn(provider, params);
  // Tokens are stored now; the server confirms the session a moment later.
  setTimeout(() => fakeConvex.setAuth({ isLoading: false, isAuthenticated: true }), state.confirmDelayMs);
  return { signingIn: true };
}

async function signOut() {
  fakeConvex.signOutCount++;
  await Promise.resolve();
  fakeConvex.setAuth({ isLoading: false, isAuthenticated: false });
}

const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

export const convexReactMock = {
  useConvexAuth() {
    useVersion();
    return state.auth;
  },
  useQuery(query: FunctionReference<"query">, args?: Record<string, unknown> | "skip") {
    useVersion();
    if (args === "skip") return undefined;
    const value = state.queries.get(getFunctionName(query));
    return typeof value === "function" ? (value as (a: unknown) => unknown)(args ?? {}) : value;
  },
  useMutation(mutation: FunctionReference<"mutation">) {
    const name = getFunctionName(mutation);
    const run = useCallback((args?: Record<string, unknown>) => call(name, args), [name]);
    return Object.assign(run, { withOptimisticUpdate: () => run });
  },
  useAction(action: FunctionReference<"action">) {
    const name = getFunctionName(action);
    return useCallback((args?: Record<string, unknown>) => call(name, args), [name]);
  },
  // One-off reads (`convex.query`) answer from the same table as live queries.
  useConvex: () => ({
    query: async (query: FunctionReference<"query">, args?: Record<string, unknown>) => {
      const value = state.queries.get(getFunctionName(query));
      return typeof value === "function" ? (value as (a: unknown) => unknown)(args ?? {}) : value;
    },
  }),
  ConvexProvider: passThrough,
  ConvexReactClient: class {},
};

export const convexAuthReactMock = {
  useAuthActions: () => ({ signIn, signOut }),
  ConvexAuthProvider: passThrough,
};

/** Resets signIn/signOut counters too (setup.ts calls this after each test). */
export function resetFakeConvex() {
  fakeConvex.reset();
  fakeConvex.signInCalls = [];
  fakeConvex.signOutCount = 0;
}
