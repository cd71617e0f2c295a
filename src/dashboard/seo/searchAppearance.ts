import type { MetaDescriptor } from "react-router";

/** What a search result and a link preview show, read from a page's meta descriptors (portfolioMeta). */
export type Appearance = { title: string; description: string; image: string | null; imageAlt: string; url: string };

export function appearanceOf(meta: MetaDescriptor[]): Appearance {
  const find = (key: "name" | "property", value: string) => {
    const found = meta.find((m) => (m as Record<string, unknown>)[key] === value) as { content?: string } | undefined;
    return found?.content ?? "";
  };
  const title = (meta.find((m) => "title" in m) as { title?: string } | undefined)?.title ?? "";
  return {
    title,
    description: find("name", "description"),
    image: find("property", "og:image") || null,
    imageAlt: find("property", "og:image:alt"),
    url: find("property", "og:url"),
  };
}

/** "folio.example › p › ada-lovelace", as search results write an address. */
export function breadcrumb(url: string): string {
  try {
    const parsed = new URL(url);
    return [parsed.host, ...parsed.pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    return url;
  }
}

/** Search results cut long text with an ellipsis. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
