import { planAllows, type Plan } from "./plans";

/** The fixed template catalogue (spec §3). Prices are US dollars. */
export type TemplateId = "minimalist" | "creative" | "professional" | "modern" | "artistic" | "bold";

export type TemplateInfo = {
  id: TemplateId;
  name: string;
  /** Preview image under the app's public folder. */
  image: string;
  description: string;
  category: "Business" | "Creative" | "Art";
  tags: string[];
  routeParam: string;
  price: number;
  /** The template's own colours (from its CSS module), for pictures drawn outside the page: the share image. */
  colors: TemplateColors;
};

export type TemplateColors = {
  background: string;
  text: string;
  /** Secondary text (the role). */
  muted: string;
  /** The accent; `accentEnd` is where its gradient ends (the same colour for flat accents). */
  accent: string;
  accentEnd: string;
  /** Text drawn on the accent (initials when there is no photo). */
  onAccent: string;
};

/** Spec §5 and §9: templates up to $10 are free to use; above that needs a paid plan. */
export const FREE_PRICE_LIMIT = 10;
export const PREMIUM_MESSAGE = "This is a premium template. Please upgrade to use it.";

export const TEMPLATES: readonly TemplateInfo[] = [
  {
    id: "minimalist",
    name: "Minimalist",
    image: "templates/minimalist.webp",
    description: "A calm single page with smooth-scrolling navigation and plenty of white space.",
    category: "Business",
    tags: ["clean", "single page", "simple"],
    routeParam: "minimalist",
    price: 6,
    colors: { background: "#fafaf9", text: "#1c1917", muted: "#57534e", accent: "#0f766e", accentEnd: "#0f766e", onAccent: "#ffffff" },
  },
  {
    id: "creative",
    name: "Creative",
    image: "templates/creative.webp",
    description: "Colourful sections with an icon navigation that shows one part of your story at a time.",
    category: "Creative",
    tags: ["colourful", "icons", "sections"],
    routeParam: "creative",
    price: 8,
    colors: { background: "#fff7ed", text: "#1e1b4b", muted: "#4c4677", accent: "#6d28d9", accentEnd: "#be185d", onAccent: "#ffffff" },
  },
  {
    id: "professional",
    name: "Professional",
    image: "templates/professional.webp",
    description: "A sidebar layout with the MyPortfolio brand, built for résumés and consulting work.",
    category: "Business",
    tags: ["sidebar", "resume", "corporate"],
    routeParam: "professional",
    price: 9.5,
    colors: { background: "#f1f5f9", text: "#0f172a", muted: "#475569", accent: "#0f172a", accentEnd: "#1d4ed8", onAccent: "#ffffff" },
  },
  {
    id: "modern",
    name: "Modern",
    image: "templates/modern.webp",
    description: "In-page tabs and animated skills for a crisp, app-like portfolio.",
    category: "Creative",
    tags: ["tabs", "animated", "dark"],
    routeParam: "modern",
    price: 10,
    colors: { background: "#0b1020", text: "#e5e7eb", muted: "#a1a9b8", accent: "#22d3ee", accentEnd: "#a78bfa", onAccent: "#0b1020" },
  },
  {
    id: "artistic",
    name: "Artistic",
    image: "templates/artistic.webp",
    description: "An editorial, gallery-style layout with bold type for artists and designers.",
    category: "Art",
    tags: ["gallery", "editorial", "portfolio"],
    routeParam: "artistic",
    price: 15,
    colors: { background: "#f3ede2", text: "#1b1a17", muted: "#595247", accent: "#a8321b", accentEnd: "#a8321b", onAccent: "#ffffff" },
  },
  {
    id: "bold",
    name: "Bold",
    image: "templates/bold.webp",
    description: "A confident single page with anchored sections and skill bars with percentages.",
    category: "Creative",
    tags: ["single page", "skill bars", "minimal"],
    routeParam: "bold",
    price: 20,
    colors: { background: "#fffbeb", text: "#111111", muted: "#3f3f46", accent: "#111111", accentEnd: "#111111", onAccent: "#fde047" },
  },
];

export const TEMPLATE_IDS = TEMPLATES.map((t) => t.id);

export function findTemplate(id: string): TemplateInfo | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

export function isPremium(template: Pick<TemplateInfo, "price">): boolean {
  return template.price > FREE_PRICE_LIMIT;
}

export function canUseTemplate(template: Pick<TemplateInfo, "price">, plan: Plan | undefined): boolean {
  return !isPremium(template) || planAllows(plan, "premiumTemplates");
}

/** The cheapest plan that includes the template: what the gallery shows instead of a price. */
export function templatePlan(template: Pick<TemplateInfo, "price">): "free" | "pro" {
  return isPremium(template) ? "pro" : "free";
}

export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/**
 * Gallery search: trimmed, case-insensitive, matching the start of any word of the name, the
 * category (the style), a tag or the description ("art" finds Artistic, not "part").
 */
export function searchTemplates(query: string, templates: readonly TemplateInfo[] = TEMPLATES): TemplateInfo[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...templates];
  const atWordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
  return templates.filter((t) => [t.name, t.category, ...t.tags, t.description].some((field) => atWordStart.test(field.toLowerCase())));
}
