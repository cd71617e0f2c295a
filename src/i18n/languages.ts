// One list for the browser and the server (the account's setting, mails): convex/model/appLanguages.ts.
export { APP_LANGUAGES, APP_LANGUAGE_NAMES, DEFAULT_APP_LANGUAGE, isAppLanguage, type AppLanguage } from "../../convex/model/appLanguages";
