import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { DashboardData } from "../../src/lib/portfolioSummaries";

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
    subscription: null,
    paymentsEnabled: false,
    photo: null,
    emailConfirmed: true,
    pendingEmail: null,
    language: null,
    ...fields,
  };
}

type Published = NonNullable<DashboardData["published"]>;

/** A published portfolio as the dashboard lists it: Ada's, in Modern, with `fields` changed. */
export function publishedPortfolio(fields: Partial<Published> = {}): Published {
  return {
    templateId: "modern",
    templateName: "Modern",
    publishedAt: "2025-03-14T10:00:00.000Z",
    name: "Ada Lovelace",
    email: "ada@example.com",
    image: null,
    path: "/p/ada-lovelace",
    slug: "ada-lovelace",
    hiddenFromSearch: false,
    customDomain: null,
    theme: null,
    ...fields,
  };
}

/** What `portfolios.dashboard` answers: Ada on the Free plan with nothing published or drafted, with `fields` changed. */
export function dashboardData(fields: Partial<DashboardData> = {}): DashboardData {
  return {
    uid: "u1" as Id<"users">,
    displayName: "Ada Lovelace",
    email: "ada@example.com",
    plan: "free",
    trial: null,
    trialAvailable: true,
    subscription: null,
    paymentsEnabled: false,
    everPublished: false,
    published: null,
    draft: null,
    unpublishedChanges: null,
    ...fields,
  };
}
