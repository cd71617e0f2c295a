import type { ComponentType } from "react";
import { UNSAFE_withComponentProps as withComponentProps } from "react-router";

/**
 * A route module's default export as the framework's build wraps it: rendered with its route's
 * loader and action data as props (`Route.ComponentProps`). Each module's generated props type is
 * its own, hence the one cast here.
 */
export function routeComponent(Component: ComponentType<never>): ComponentType {
  return withComponentProps(Component as Parameters<typeof withComponentProps>[0]);
}
