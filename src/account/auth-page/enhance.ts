/**
 * The only script /login and /signup load: the visitor pages' script (colour scheme, navigation,
 * preloading the app on intent), plus the form (./authForm). Built as its own entry
 * (scripts/lib/publicPageScript.ts); importing the visitor entry keeps that one file unchanged.
 */
import "../../visitor/script/enhance";
import { enhanceAuthForm } from "./authForm";

enhanceAuthForm();
