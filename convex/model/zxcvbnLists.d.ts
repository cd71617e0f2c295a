// The single word lists of @zxcvbn-ts/language-en (its package only types the whole dictionary).
declare module "@zxcvbn-ts/language-en/dist/commonWords.json.mjs" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-en/dist/firstnames.json.mjs" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs" {
  const sequences: Record<string, string[]>;
  export default sequences;
}
