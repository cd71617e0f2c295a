import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

export type CurrentUser = NonNullable<FunctionReturnType<typeof api.users.current>>;

/** What `users.current` answers for a signed-in test user: Ada on the Free plan, with `fields` changed. */
export function currentUser(fields: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uid: "u1" as Id<"users">,
    email: "ada@example.com",
    displayName: "Ada",
    name: "Ada",
    phone: "",
    dob: "",
    gender: "",
    address: "",
    plan: "free",
    trial: null,
    trialAvailable: true,
    photo: null,
    ...fields,
  };
}
