/** The help text under every field that takes the Markdown subset (about, descriptions). */
export const MARKDOWN_HELP = "Supports **bold**, *italic*, [links](https://…) and - lists";
