/**
 * /login's and /signup's own script: the form (./authForm). The page loads the visitor pages'
 * script (colour scheme, navigation, preloading the app) beside it, and this one after the first
 * paint (src/page-script/PageScript.tsx). Built as its own entry with its own copies of
 * the shared rules (scripts/lib/publicPageScript.ts): one request instead of a chain of small ones.
 */
import { enhanceAuthForm } from "./authForm";

enhanceAuthForm();
