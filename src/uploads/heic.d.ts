declare module "heic-decode/lib.js" {
  type Decoded = { width: number; height: number; data: ArrayLike<number> };
  export type HeicDecoder = { one(input: { buffer: Uint8Array }): Promise<Decoded> };
  const factory: (libheif: unknown) => HeicDecoder;
  export default factory;
}
declare module "libheif-js/libheif-wasm/libheif.js" {
  const createLibheif: (options: { wasmBinary: ArrayBuffer }) => unknown;
  export default createLibheif;
}
