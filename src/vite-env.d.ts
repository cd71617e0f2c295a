/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CONVEX_URL?: string;
}

/** The URL of the published portfolios' script (scripts/lib/publicPageScript.ts). */
declare module "virtual:public-page-script" {
  const url: string;
  export default url;
}

/** The URL of the visitor pages' script (the same plugin). */
declare module "virtual:visitor-page-script" {
  const url: string;
  export default url;
}
declare module "virtual:auth-page-script" {
  const url: string;
  export default url;
}
declare module "virtual:gallery-page-script" {
  const url: string;
  export default url;
}
declare module "virtual:pricing-member-script" {
  const url: string;
  export default url;
}
declare module "virtual:builder-first-load-script" {
  const url: string;
  export default url;
}
declare module "virtual:passkey-page-script" {
  const url: string;
  export default url;
}

/** Mantine's style files a group of modules uses (scripts/lib/mantineStyles.ts). */
declare module "virtual:mantine-styles/*" {}
