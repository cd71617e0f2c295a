import type { ComponentType, ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import routeConfig from "../../src/routes";
import { routeComponent } from "../support/routeComponent";

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type RouteModule = {
  default?: ComponentType<never>;
  loader?: RouteObject["loader"];
  shouldRevalidate?: RouteObject["shouldRevalidate"];
  ErrorBoundary?: ComponentType;
  handle?: unknown;
};

// Every route module the config names, loaded as the framework's build would.
const modules = import.meta.glob<RouteModule>("../../src/**/*.{ts,tsx}");

function toRoute(entry: ConfigEntry): RouteObject {
  const load = modules[`../../src/${entry.file}`];
  if (!load) throw new Error(`routes.ts names a missing module: ${entry.file}`);
  const lazy = async () => {
    const module = await load();
    return {
      Component: module.default ? routeComponent(module.default) : null,
      loader: module.loader,
      // As the framework does: the shell's language loader runs once, not on every navigation.
      shouldRevalidate: module.shouldRevalidate,
      ErrorBoundary: module.ErrorBoundary,
      handle: module.handle,
    };
  };
  if (entry.index) return { id: entry.id, index: true, lazy };
  return { id: entry.id, path: entry.path, lazy, children: entry.children?.map(toRoute) };
}

/**
 * The app's real route table (src/routes.ts) in a memory router, below the document (root.tsx
 * renders <html>, which jsdom's container cannot hold).
 */
export function AppRouter({ route, state, probe }: { route: string; state?: unknown; probe?: ReactNode }) {
  const url = new URL(route, "http://app.test");
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          {probe}
        </>
      ),
      children: (routeConfig as ConfigEntry[]).map(toRoute),
    },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  return <RouterProvider router={router} />;
}
