import type { PortfolioFormData } from "../../convex/model/formData";
import { linksOf, LINK_PLATFORMS, type Links } from "../../convex/model/links";
import { SOCIAL_PLATFORMS } from "../../convex/model/sections/socialLinks";
import { sampleFormData } from "./samplePortfolio";

/** One thing in a portfolio that is still the sample's (another person's): which, how many (links), and what it says. */
export type SampleLeftover = { field: "name" | "email" | "phone" | "links"; count: number; value: string };

type Checked = Pick<PortfolioFormData, "name" | "contact" | "socialLinks"> & { links?: Links };

const same = (a: string, b: string) => a.trim() !== "" && a.trim().toLowerCase() === b.trim().toLowerCase();
// Trailing slashes and letter case do not make a link the person's own.
const normalUrl = (url: string) => url.trim().toLowerCase().replace(/\/+$/, "");
const urlsOf = (content: Checked) =>
  [
    ...SOCIAL_PLATFORMS.map((platform) => content.socialLinks[platform]),
    ...LINK_PLATFORMS.map((platform) => linksOf(content.links)[platform]),
    ...linksOf(content.links).custom.map((link) => link.url),
  ].filter((url) => url.trim() !== "");
const SAMPLE_URLS = new Set(urlsOf(sampleFormData).map(normalUrl));
const siteName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/**
 * What in this content is still the sample portfolio's (src/sample/samplePortfolio.ts): its
 * person's name, email, phone or links, left in after "start from an example". Publishing these
 * would put another person's details on the page, so publishing asks first.
 */
export function sampleLeftovers(content: Checked): SampleLeftover[] {
  const leftovers: SampleLeftover[] = [];
  if (same(content.name, sampleFormData.name)) leftovers.push({ field: "name", count: 1, value: content.name.trim() });
  if (same(content.contact.email, sampleFormData.contact.email)) leftovers.push({ field: "email", count: 1, value: content.contact.email.trim() });
  if (same(content.contact.phone, sampleFormData.contact.phone)) leftovers.push({ field: "phone", count: 1, value: content.contact.phone.trim() });
  const links = urlsOf(content).filter((url) => SAMPLE_URLS.has(normalUrl(url)));
  if (links.length > 0) {
    const sites = [...new Set(links.map(siteName))];
    leftovers.push({ field: "links", count: links.length, value: sites.join(", ") });
  }
  return leftovers;
}
