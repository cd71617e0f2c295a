/**
 * A member's /pricing without React: its own script entry (vite.config.ts), loaded by the visitor
 * script by URL only when the browser holds a session, so visitors download none of it.
 */
import { markYourPlan } from "./markYourPlan";

void markYourPlan();
