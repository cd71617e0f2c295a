import type { ComponentType, ReactElement } from "react";
import { render } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from "react-router";
import { cssVariablesResolver, theme } from "../../src/theme";
import { AppRouter } from "./appRouter";

type Options = {
  /** The path the router starts at (inside the app, without the /portfolio-builder base). */
  route?: string;
  /** Navigation state for that first entry (e.g. what /preview receives). */
  state?: unknown;
};

/**
 * Renders `ui` the way the app does: the app's Mantine theme (transitions and portals off, as
 * Mantine's test env does), the notifications container and a data router (as the app's) at
 * `route`.
 */
export function renderWithProviders(ui: ReactElement, { route = "/", state }: Options = {}) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications position="top-right" autoClose={5000} />
      <RouterProvider
        router={createMemoryRouter([{ path: "*", element: ui }], {
          initialEntries: [{ pathname: route.split(/[?#]/)[0], search: searchOf(route), hash: hashOf(route), state }],
        })}
      />
    </MantineProvider>,
  );
}

/**
 * `page` at the route pattern `path`, opened at `route`; a LocationProbe on every screen shows
 * where navigation went, including away from the page.
 */
export function renderPageAt(path: string, page: ReactElement, options: Options) {
  return renderWithProviders(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    options,
  );
}

/**
 * A route module's component with what the framework hands it (`Route.ComponentProps`): its
 * loader's data and no action data yet; params and matches empty, as no page here reads them.
 */
export function routeElement<P extends { loaderData: unknown }>(Page: ComponentType<P>, loaderData: P["loaderData"]): ReactElement {
  const props = { loaderData, actionData: undefined, params: {}, matches: [] };
  return <Page {...(props as unknown as P)} />;
}

/**
 * The whole app (its real route table) at `route`, with a LocationProbe on every screen. The
 * app shell mounts its own toasts container.
 */
export function renderApp(route: string) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <AppRouter route={route} probe={<LocationProbe />} />
    </MantineProvider>,
  );
}

/** Shows the router's current path (and state, as JSON) so tests can assert where they are. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

function searchOf(route: string) {
  const match = /\?[^#]*/.exec(route);
  return match ? match[0] : "";
}

function hashOf(route: string) {
  const index = route.indexOf("#");
  return index >= 0 ? route.slice(index) : "";
}
