/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as account from "../account.js";
import type * as apiData from "../apiData.js";
import type * as apiHttp from "../apiHttp.js";
import type * as apiTokens from "../apiTokens.js";
import type * as audience from "../audience.js";
import type * as audienceHttp from "../audienceHttp.js";
import type * as auth from "../auth.js";
import type * as benchmarks from "../benchmarks.js";
import type * as billing from "../billing.js";
import type * as builderPresence from "../builderPresence.js";
import type * as contact from "../contact.js";
import type * as credentials from "../credentials.js";
import type * as crons from "../crons.js";
import type * as customDomainChecks from "../customDomainChecks.js";
import type * as customDomains from "../customDomains.js";
import type * as dataExport from "../dataExport.js";
import type * as drafts from "../drafts.js";
import type * as emailConfirmations from "../emailConfirmations.js";
import type * as files from "../files.js";
import type * as http from "../http.js";
import type * as imageProcessing from "../imageProcessing.js";
import type * as images from "../images.js";
import type * as lib_access from "../lib/access.js";
import type * as lib_accountPlan from "../lib/accountPlan.js";
import type * as lib_apiTables from "../lib/apiTables.js";
import type * as lib_audienceExport from "../lib/audienceExport.js";
import type * as lib_audienceTables from "../lib/audienceTables.js";
import type * as lib_collaborationTables from "../lib/collaborationTables.js";
import type * as lib_customDomainConfig from "../lib/customDomainConfig.js";
import type * as lib_customDomainRows from "../lib/customDomainRows.js";
import type * as lib_customDomainTables from "../lib/customDomainTables.js";
import type * as lib_dnsLookup from "../lib/dnsLookup.js";
import type * as lib_draftSummaries from "../lib/draftSummaries.js";
import type * as lib_draftWrite from "../lib/draftWrite.js";
import type * as lib_emailConfirmations from "../lib/emailConfirmations.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_imagePipeline from "../lib/imagePipeline.js";
import type * as lib_imageRefs from "../lib/imageRefs.js";
import type * as lib_images from "../lib/images.js";
import type * as lib_inviteLimits from "../lib/inviteLimits.js";
import type * as lib_linkTokens from "../lib/linkTokens.js";
import type * as lib_memberships from "../lib/memberships.js";
import type * as lib_oauthAccounts from "../lib/oauthAccounts.js";
import type * as lib_oauthProviders from "../lib/oauthProviders.js";
import type * as lib_pageFacts from "../lib/pageFacts.js";
import type * as lib_pagePasswordTables from "../lib/pagePasswordTables.js";
import type * as lib_pageUnlock from "../lib/pageUnlock.js";
import type * as lib_passkeyConfig from "../lib/passkeyConfig.js";
import type * as lib_passkeyProvider from "../lib/passkeyProvider.js";
import type * as lib_passwordCheck from "../lib/passwordCheck.js";
import type * as lib_passwordHash from "../lib/passwordHash.js";
import type * as lib_payments from "../lib/payments.js";
import type * as lib_pinnedPost from "../lib/pinnedPost.js";
import type * as lib_portfolioRows from "../lib/portfolioRows.js";
import type * as lib_presenceRooms from "../lib/presenceRooms.js";
import type * as lib_publishedPage from "../lib/publishedPage.js";
import type * as lib_rateLimits from "../lib/rateLimits.js";
import type * as lib_sessions from "../lib/sessions.js";
import type * as lib_sha256 from "../lib/sha256.js";
import type * as lib_shareImage_card from "../lib/shareImage/card.js";
import type * as lib_shareImage_render from "../lib/shareImage/render.js";
import type * as lib_shareImage_text from "../lib/shareImage/text.js";
import type * as lib_signInFactorTables from "../lib/signInFactorTables.js";
import type * as lib_signInFactors from "../lib/signInFactors.js";
import type * as lib_sitemapEntries from "../lib/sitemapEntries.js";
import type * as lib_slugs from "../lib/slugs.js";
import type * as lib_stripe from "../lib/stripe.js";
import type * as lib_templateAccess from "../lib/templateAccess.js";
import type * as lib_trash from "../lib/trash.js";
import type * as lib_trashTables from "../lib/trashTables.js";
import type * as lib_trials from "../lib/trials.js";
import type * as lib_uploads from "../lib/uploads.js";
import type * as lib_versions from "../lib/versions.js";
import type * as lib_viewCounters from "../lib/viewCounters.js";
import type * as lib_webhookAttempt from "../lib/webhookAttempt.js";
import type * as lib_webhookEvents from "../lib/webhookEvents.js";
import type * as mail from "../mail.js";
import type * as mcpHttp from "../mcpHttp.js";
import type * as members from "../members.js";
import type * as messages from "../messages.js";
import type * as model_account from "../model/account.js";
import type * as model_accountDeletion from "../model/accountDeletion.js";
import type * as model_apiSpec from "../model/apiSpec.js";
import type * as model_apiTokens from "../model/apiTokens.js";
import type * as model_appLanguages from "../model/appLanguages.js";
import type * as model_audience from "../model/audience.js";
import type * as model_billingMail from "../model/billingMail.js";
import type * as model_canonicalJson from "../model/canonicalJson.js";
import type * as model_contact from "../model/contact.js";
import type * as model_customDomainMail from "../model/customDomainMail.js";
import type * as model_customDomains from "../model/customDomains.js";
import type * as model_customSections from "../model/customSections.js";
import type * as model_draftSize from "../model/draftSize.js";
import type * as model_emailConfirmation from "../model/emailConfirmation.js";
import type * as model_errors from "../model/errors.js";
import type * as model_formData from "../model/formData.js";
import type * as model_formTranslations from "../model/formTranslations.js";
import type * as model_gallery from "../model/gallery.js";
import type * as model_images from "../model/images.js";
import type * as model_invitationLink from "../model/invitationLink.js";
import type * as model_jsonResume from "../model/jsonResume.js";
import type * as model_jsonResumeExport from "../model/jsonResumeExport.js";
import type * as model_jsonResumeImport from "../model/jsonResumeImport.js";
import type * as model_jsonResumeMerge from "../model/jsonResumeMerge.js";
import type * as model_jsonSchema from "../model/jsonSchema.js";
import type * as model_limits from "../model/limits.js";
import type * as model_linkedIn from "../model/linkedIn.js";
import type * as model_links from "../model/links.js";
import type * as model_mail from "../model/mail.js";
import type * as model_mailTexts_accountDeleted from "../model/mailTexts/accountDeleted.js";
import type * as model_mailTexts_billing from "../model/mailTexts/billing.js";
import type * as model_mailTexts_confirmation from "../model/mailTexts/confirmation.js";
import type * as model_mailTexts_contactMessage from "../model/mailTexts/contactMessage.js";
import type * as model_mailTexts_customDomain from "../model/mailTexts/customDomain.js";
import type * as model_mailTexts_dates from "../model/mailTexts/dates.js";
import type * as model_mailTexts_invitation from "../model/mailTexts/invitation.js";
import type * as model_mailTexts_resetCode from "../model/mailTexts/resetCode.js";
import type * as model_mailTexts_webhook from "../model/mailTexts/webhook.js";
import type * as model_members from "../model/members.js";
import type * as model_oauth from "../model/oauth.js";
import type * as model_pageLanguages from "../model/pageLanguages.js";
import type * as model_pagePassword from "../model/pagePassword.js";
import type * as model_passkeys from "../model/passkeys.js";
import type * as model_password from "../model/password.js";
import type * as model_passwordStrength from "../model/passwordStrength.js";
import type * as model_plans from "../model/plans.js";
import type * as model_portfolioChanges from "../model/portfolioChanges.js";
import type * as model_portfolioContent from "../model/portfolioContent.js";
import type * as model_resumeExtras from "../model/resumeExtras.js";
import type * as model_resumeOptions from "../model/resumeOptions.js";
import type * as model_sectionLayout from "../model/sectionLayout.js";
import type * as model_sections_about from "../model/sections/about.js";
import type * as model_sections_contact from "../model/sections/contact.js";
import type * as model_sections_education from "../model/sections/education.js";
import type * as model_sections_experience from "../model/sections/experience.js";
import type * as model_sections_fieldLimits from "../model/sections/fieldLimits.js";
import type * as model_sections_personal from "../model/sections/personal.js";
import type * as model_sections_projects from "../model/sections/projects.js";
import type * as model_sections_rules from "../model/sections/rules.js";
import type * as model_sections_skills from "../model/sections/skills.js";
import type * as model_sections_socialLinks from "../model/sections/socialLinks.js";
import type * as model_seo from "../model/seo.js";
import type * as model_slug from "../model/slug.js";
import type * as model_subscription from "../model/subscription.js";
import type * as model_templateSearch from "../model/templateSearch.js";
import type * as model_templates from "../model/templates.js";
import type * as model_textBytes from "../model/textBytes.js";
import type * as model_theme from "../model/theme.js";
import type * as model_translationEdits from "../model/translationEdits.js";
import type * as model_translations from "../model/translations.js";
import type * as model_trash from "../model/trash.js";
import type * as model_twoFactor from "../model/twoFactor.js";
import type * as model_urls from "../model/urls.js";
import type * as model_validation from "../model/validation.js";
import type * as model_versions from "../model/versions.js";
import type * as model_webhooks from "../model/webhooks.js";
import type * as oauth from "../oauth.js";
import type * as oauthHttp from "../oauthHttp.js";
import type * as pagePasswords from "../pagePasswords.js";
import type * as pageVersion from "../pageVersion.js";
import type * as passkeys from "../passkeys.js";
import type * as portfolioVersions from "../portfolioVersions.js";
import type * as portfolios from "../portfolios.js";
import type * as presence from "../presence.js";
import type * as rateLimits from "../rateLimits.js";
import type * as resumeSettings from "../resumeSettings.js";
import type * as seo from "../seo.js";
import type * as sessions from "../sessions.js";
import type * as shareImage from "../shareImage.js";
import type * as shareImageRecords from "../shareImageRecords.js";
import type * as stripeWebhook from "../stripeWebhook.js";
import type * as subscriptions from "../subscriptions.js";
import type * as templates from "../templates.js";
import type * as trash from "../trash.js";
import type * as twoFactor from "../twoFactor.js";
import type * as users from "../users.js";
import type * as viewCountsMigration from "../viewCountsMigration.js";
import type * as webhookDelivery from "../webhookDelivery.js";
import type * as webhooks from "../webhooks.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  account: typeof account;
  apiData: typeof apiData;
  apiHttp: typeof apiHttp;
  apiTokens: typeof apiTokens;
  audience: typeof audience;
  audienceHttp: typeof audienceHttp;
  auth: typeof auth;
  benchmarks: typeof benchmarks;
  billing: typeof billing;
  builderPresence: typeof builderPresence;
  contact: typeof contact;
  credentials: typeof credentials;
  crons: typeof crons;
  customDomainChecks: typeof customDomainChecks;
  customDomains: typeof customDomains;
  dataExport: typeof dataExport;
  drafts: typeof drafts;
  emailConfirmations: typeof emailConfirmations;
  files: typeof files;
  http: typeof http;
  imageProcessing: typeof imageProcessing;
  images: typeof images;
  "lib/access": typeof lib_access;
  "lib/accountPlan": typeof lib_accountPlan;
  "lib/apiTables": typeof lib_apiTables;
  "lib/audienceExport": typeof lib_audienceExport;
  "lib/audienceTables": typeof lib_audienceTables;
  "lib/collaborationTables": typeof lib_collaborationTables;
  "lib/customDomainConfig": typeof lib_customDomainConfig;
  "lib/customDomainRows": typeof lib_customDomainRows;
  "lib/customDomainTables": typeof lib_customDomainTables;
  "lib/dnsLookup": typeof lib_dnsLookup;
  "lib/draftSummaries": typeof lib_draftSummaries;
  "lib/draftWrite": typeof lib_draftWrite;
  "lib/emailConfirmations": typeof lib_emailConfirmations;
  "lib/functions": typeof lib_functions;
  "lib/imagePipeline": typeof lib_imagePipeline;
  "lib/imageRefs": typeof lib_imageRefs;
  "lib/images": typeof lib_images;
  "lib/inviteLimits": typeof lib_inviteLimits;
  "lib/linkTokens": typeof lib_linkTokens;
  "lib/memberships": typeof lib_memberships;
  "lib/oauthAccounts": typeof lib_oauthAccounts;
  "lib/oauthProviders": typeof lib_oauthProviders;
  "lib/pageFacts": typeof lib_pageFacts;
  "lib/pagePasswordTables": typeof lib_pagePasswordTables;
  "lib/pageUnlock": typeof lib_pageUnlock;
  "lib/passkeyConfig": typeof lib_passkeyConfig;
  "lib/passkeyProvider": typeof lib_passkeyProvider;
  "lib/passwordCheck": typeof lib_passwordCheck;
  "lib/passwordHash": typeof lib_passwordHash;
  "lib/payments": typeof lib_payments;
  "lib/pinnedPost": typeof lib_pinnedPost;
  "lib/portfolioRows": typeof lib_portfolioRows;
  "lib/presenceRooms": typeof lib_presenceRooms;
  "lib/publishedPage": typeof lib_publishedPage;
  "lib/rateLimits": typeof lib_rateLimits;
  "lib/sessions": typeof lib_sessions;
  "lib/sha256": typeof lib_sha256;
  "lib/shareImage/card": typeof lib_shareImage_card;
  "lib/shareImage/render": typeof lib_shareImage_render;
  "lib/shareImage/text": typeof lib_shareImage_text;
  "lib/signInFactorTables": typeof lib_signInFactorTables;
  "lib/signInFactors": typeof lib_signInFactors;
  "lib/sitemapEntries": typeof lib_sitemapEntries;
  "lib/slugs": typeof lib_slugs;
  "lib/stripe": typeof lib_stripe;
  "lib/templateAccess": typeof lib_templateAccess;
  "lib/trash": typeof lib_trash;
  "lib/trashTables": typeof lib_trashTables;
  "lib/trials": typeof lib_trials;
  "lib/uploads": typeof lib_uploads;
  "lib/versions": typeof lib_versions;
  "lib/viewCounters": typeof lib_viewCounters;
  "lib/webhookAttempt": typeof lib_webhookAttempt;
  "lib/webhookEvents": typeof lib_webhookEvents;
  mail: typeof mail;
  mcpHttp: typeof mcpHttp;
  members: typeof members;
  messages: typeof messages;
  "model/account": typeof model_account;
  "model/accountDeletion": typeof model_accountDeletion;
  "model/apiSpec": typeof model_apiSpec;
  "model/apiTokens": typeof model_apiTokens;
  "model/appLanguages": typeof model_appLanguages;
  "model/audience": typeof model_audience;
  "model/billingMail": typeof model_billingMail;
  "model/canonicalJson": typeof model_canonicalJson;
  "model/contact": typeof model_contact;
  "model/customDomainMail": typeof model_customDomainMail;
  "model/customDomains": typeof model_customDomains;
  "model/customSections": typeof model_customSections;
  "model/draftSize": typeof model_draftSize;
  "model/emailConfirmation": typeof model_emailConfirmation;
  "model/errors": typeof model_errors;
  "model/formData": typeof model_formData;
  "model/formTranslations": typeof model_formTranslations;
  "model/gallery": typeof model_gallery;
  "model/images": typeof model_images;
  "model/invitationLink": typeof model_invitationLink;
  "model/jsonResume": typeof model_jsonResume;
  "model/jsonResumeExport": typeof model_jsonResumeExport;
  "model/jsonResumeImport": typeof model_jsonResumeImport;
  "model/jsonResumeMerge": typeof model_jsonResumeMerge;
  "model/jsonSchema": typeof model_jsonSchema;
  "model/limits": typeof model_limits;
  "model/linkedIn": typeof model_linkedIn;
  "model/links": typeof model_links;
  "model/mail": typeof model_mail;
  "model/mailTexts/accountDeleted": typeof model_mailTexts_accountDeleted;
  "model/mailTexts/billing": typeof model_mailTexts_billing;
  "model/mailTexts/confirmation": typeof model_mailTexts_confirmation;
  "model/mailTexts/contactMessage": typeof model_mailTexts_contactMessage;
  "model/mailTexts/customDomain": typeof model_mailTexts_customDomain;
  "model/mailTexts/dates": typeof model_mailTexts_dates;
  "model/mailTexts/invitation": typeof model_mailTexts_invitation;
  "model/mailTexts/resetCode": typeof model_mailTexts_resetCode;
  "model/mailTexts/webhook": typeof model_mailTexts_webhook;
  "model/members": typeof model_members;
  "model/oauth": typeof model_oauth;
  "model/pageLanguages": typeof model_pageLanguages;
  "model/pagePassword": typeof model_pagePassword;
  "model/passkeys": typeof model_passkeys;
  "model/password": typeof model_password;
  "model/passwordStrength": typeof model_passwordStrength;
  "model/plans": typeof model_plans;
  "model/portfolioChanges": typeof model_portfolioChanges;
  "model/portfolioContent": typeof model_portfolioContent;
  "model/resumeExtras": typeof model_resumeExtras;
  "model/resumeOptions": typeof model_resumeOptions;
  "model/sectionLayout": typeof model_sectionLayout;
  "model/sections/about": typeof model_sections_about;
  "model/sections/contact": typeof model_sections_contact;
  "model/sections/education": typeof model_sections_education;
  "model/sections/experience": typeof model_sections_experience;
  "model/sections/fieldLimits": typeof model_sections_fieldLimits;
  "model/sections/personal": typeof model_sections_personal;
  "model/sections/projects": typeof model_sections_projects;
  "model/sections/rules": typeof model_sections_rules;
  "model/sections/skills": typeof model_sections_skills;
  "model/sections/socialLinks": typeof model_sections_socialLinks;
  "model/seo": typeof model_seo;
  "model/slug": typeof model_slug;
  "model/subscription": typeof model_subscription;
  "model/templateSearch": typeof model_templateSearch;
  "model/templates": typeof model_templates;
  "model/textBytes": typeof model_textBytes;
  "model/theme": typeof model_theme;
  "model/translationEdits": typeof model_translationEdits;
  "model/translations": typeof model_translations;
  "model/trash": typeof model_trash;
  "model/twoFactor": typeof model_twoFactor;
  "model/urls": typeof model_urls;
  "model/validation": typeof model_validation;
  "model/versions": typeof model_versions;
  "model/webhooks": typeof model_webhooks;
  oauth: typeof oauth;
  oauthHttp: typeof oauthHttp;
  pagePasswords: typeof pagePasswords;
  pageVersion: typeof pageVersion;
  passkeys: typeof passkeys;
  portfolioVersions: typeof portfolioVersions;
  portfolios: typeof portfolios;
  presence: typeof presence;
  rateLimits: typeof rateLimits;
  resumeSettings: typeof resumeSettings;
  seo: typeof seo;
  sessions: typeof sessions;
  shareImage: typeof shareImage;
  shareImageRecords: typeof shareImageRecords;
  stripeWebhook: typeof stripeWebhook;
  subscriptions: typeof subscriptions;
  templates: typeof templates;
  trash: typeof trash;
  twoFactor: typeof twoFactor;
  users: typeof users;
  viewCountsMigration: typeof viewCountsMigration;
  webhookDelivery: typeof webhookDelivery;
  webhooks: typeof webhooks;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  shardedCounter: import("@convex-dev/sharded-counter/_generated/component.js").ComponentApi<"shardedCounter">;
  presence: import("@convex-dev/presence/_generated/component.js").ComponentApi<"presence">;
  webhookWorkpool: import("@convex-dev/workpool/_generated/component.js").ComponentApi<"webhookWorkpool">;
};
