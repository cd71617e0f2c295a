// punycode.js's ES module build (the package's own typings cover only the Node built-in's name).
declare module "punycode/punycode.es6.js" {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
