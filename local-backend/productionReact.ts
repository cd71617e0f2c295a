/**
 * Imported first by main.ts. The app this process serves is a production build, and React picks
 * its server renderer by NODE_ENV when first loaded: an unset NODE_ENV (npm start) or Vitest's
 * inherited "test" would render every public page with React's development build, about three
 * times slower, with development-only checks.
 */
process.env.NODE_ENV = "production";
