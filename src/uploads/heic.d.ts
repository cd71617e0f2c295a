declare module "heic-decode/lib.js" {
  const factory: (libheif: unknown) => import("./heicImage").HeicImages;
  export default factory;
}
declare module "heic-decode" {
  const decode: { all: import("./heicImage").HeicImages["all"] };
  export default decode;
}
declare module "libheif-js/libheif-wasm/libheif.js" {
  const createLibheif: (options: { wasmBinary: ArrayBuffer }) => unknown;
  export default createLibheif;
}
