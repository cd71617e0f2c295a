/** The builder's text limits come from the section modules, the same numbers validateFormData checks. */
export { limitOf } from "../../../convex/model/sections/fieldLimits";

/** The counter shows from this share of the limit on, so it is there when it matters. */
export const COUNTER_FROM = 0.8;
