import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type DomainList = NonNullable<FunctionReturnType<typeof api.customDomains.list>>;
export type DomainRow = DomainList["domains"][number];
