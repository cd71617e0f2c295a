import { isPaidPlan, type Plan } from "./plans";

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
  return !isPremium(template) || isPaidPlan(plan);
}

export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** Gallery search: trimmed, case-insensitive, any part of name, category or a tag. */
export function searchTemplates(query: string, templates: readonly TemplateInfo[] = TEMPLATES): TemplateInfo[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...templates];
  return templates.filter((t) => [t.name, t.category, ...t.tags].some((field) => field.toLowerCase().includes(needle)));
}
