import { planAllows, type Plan } from "./plans";
import { filterTemplates, searchIn, type GalleryFilters } from "./templateSearch";

/** The fixed template catalogue, with the product's prices (US dollars). */
export type TemplateId =
  | "minimalist"
  | "creative"
  | "professional"
  | "modern"
  | "artistic"
  | "bold"
  | "studio"
  | "codebase"
  | "lens"
  | "quill"
  | "scholar"
  | "executive"
  | "graduate"
  | "milestones"
  | "sketchbook"
  | "stage";

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
    description: "A sidebar layout with your name as its brand, built for résumés and consulting work.",
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
  // Premium templates made for one kind of person each.
  {
    id: "studio",
    name: "Studio",
    image: "templates/studio.webp",
    description: "Case studies on a large grid, each with its cover, story and tools, for product and UX designers.",
    category: "Creative",
    tags: ["case studies", "grid", "designer"],
    routeParam: "studio",
    price: 14,
    colors: { background: "#f5f5f0", text: "#18181b", muted: "#52525b", accent: "#c2410c", accentEnd: "#c2410c", onAccent: "#ffffff" },
  },
  {
    id: "codebase",
    name: "Codebase",
    image: "templates/codebase.webp",
    description: "A developer's page set like an editor: monospace headings, repositories with their stack and a README-style about.",
    category: "Business",
    tags: ["developer", "repositories", "monospace", "dark"],
    routeParam: "codebase",
    price: 16,
    colors: { background: "#0d1117", text: "#e6edf3", muted: "#9da7b3", accent: "#3fb950", accentEnd: "#58a6ff", onAccent: "#0d1117" },
  },
  {
    id: "lens",
    name: "Lens",
    image: "templates/lens.webp",
    description: "Photographs full-bleed from edge to edge in a dark frame, with quiet captions, for photographers.",
    category: "Art",
    tags: ["photography", "full-bleed", "dark"],
    routeParam: "lens",
    price: 18,
    colors: { background: "#0a0a0a", text: "#f5f5f4", muted: "#a8a29e", accent: "#fbbf24", accentEnd: "#fbbf24", onAccent: "#0a0a0a" },
  },
  {
    id: "quill",
    name: "Quill",
    image: "templates/quill.webp",
    description: "A writer's page in serif type: one long reading column, a contents list, pull quotes and bylines.",
    category: "Creative",
    tags: ["writer", "serif", "long-form"],
    routeParam: "quill",
    price: 12,
    colors: { background: "#fbf8f1", text: "#22201c", muted: "#5c564b", accent: "#7c2d12", accentEnd: "#7c2d12", onAccent: "#ffffff" },
  },
  {
    id: "scholar",
    name: "Scholar",
    image: "templates/scholar.webp",
    description: "An academic page: a profile column beside publications, talks and teaching set as numbered references.",
    category: "Business",
    tags: ["academic", "publications", "research"],
    routeParam: "scholar",
    price: 12,
    colors: { background: "#ffffff", text: "#1e293b", muted: "#475569", accent: "#1e3a8a", accentEnd: "#1e3a8a", onAccent: "#ffffff" },
  },
  {
    id: "executive",
    name: "Executive",
    image: "templates/executive.webp",
    description: "A one-page brief for consultants and leaders: a strong headline, results in numbers and a clear way to get in touch.",
    category: "Business",
    tags: ["consultant", "one-pager", "leadership"],
    routeParam: "executive",
    price: 22,
    colors: { background: "#f8f7f4", text: "#0f1b2d", muted: "#4a5568", accent: "#9a6b1f", accentEnd: "#0f1b2d", onAccent: "#ffffff" },
  },
  {
    id: "graduate",
    name: "Graduate",
    image: "templates/graduate.webp",
    description: "A bright first page for new graduates that leads with studies, projects and what you can do.",
    category: "Business",
    tags: ["student", "graduate", "entry level"],
    routeParam: "graduate",
    price: 11,
    colors: { background: "#f0f7ff", text: "#0b2545", muted: "#40566f", accent: "#2563eb", accentEnd: "#7c3aed", onAccent: "#ffffff" },
  },
  {
    id: "milestones",
    name: "Milestones",
    image: "templates/milestones.webp",
    description: "A career told along one long timeline, each role a milestone with its years set large.",
    category: "Business",
    tags: ["timeline", "career", "experience"],
    routeParam: "milestones",
    price: 15,
    colors: { background: "#f6f5f3", text: "#1c1917", muted: "#57534e", accent: "#0e7490", accentEnd: "#0e7490", onAccent: "#ffffff" },
  },
  {
    id: "sketchbook",
    name: "Sketchbook",
    image: "templates/sketchbook.webp",
    description: "A masonry wall of illustrations pinned on warm paper, with hand-drawn underlines, for illustrators.",
    category: "Art",
    tags: ["illustration", "masonry", "playful"],
    routeParam: "sketchbook",
    price: 14,
    colors: { background: "#fdf6e3", text: "#2b2118", muted: "#5e5044", accent: "#b4235a", accentEnd: "#b4235a", onAccent: "#ffffff" },
  },
  {
    id: "stage",
    name: "Stage",
    image: "templates/stage.webp",
    description: "For musicians and creators: a poster headline, big buttons for every platform, and dates as a gig list.",
    category: "Creative",
    tags: ["music", "creator", "links"],
    routeParam: "stage",
    price: 13,
    colors: { background: "#140b24", text: "#f5f3ff", muted: "#c4b5fd", accent: "#f472b6", accentEnd: "#facc15", onAccent: "#140b24" },
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
  return searchIn(query, templates);
}

/** The gallery's categories (styles), in catalogue order: its category filter's choices. */
export const TEMPLATE_CATEGORIES: readonly string[] = [...new Set(TEMPLATES.map((t) => t.category))];

/**
 * The gallery's search and filters (plan, category) over the catalogue (convex/model/templateSearch.ts);
 * `shown`: a template's words as the page shows them in another language (its category, its description).
 */
export function filterGallery(
  filters: GalleryFilters,
  templates: readonly TemplateInfo[] = TEMPLATES,
  shown: (template: TemplateInfo) => readonly string[] = () => [],
): TemplateInfo[] {
  const entries = templates.map((template) => ({ ...template, plan: templatePlan(template), shown: shown(template), template }));
  return filterTemplates(filters, entries).map((entry) => entry.template);
}
