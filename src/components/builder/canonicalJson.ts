// The one implementation lives with the shared rules (the server compares drafts with it too).
export { canonicalJson } from "../../../convex/model/canonicalJson";
