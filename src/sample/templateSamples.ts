import type { TemplateId } from "../../convex/model/templates";
import type { ContentSection, PortfolioContent } from "../../convex/model/formData";
import { sampleImageUrls, samplePortfolio } from "./samplePortfolio";

/**
 * Sample content that suits each template's live demo: a developer for Codebase, an
 * academic for Scholar, a musician for Stage… Of the first six templates only Minimalist keeps the
 * shared sample (Nadia Okafor), which is also what the builder loads as its example; the other five
 * have their own people, so the gallery and home page never show the same face twice.
 * Every persona is fictional; contact details use reserved example domains.
 * Each persona has its own portrait and pictures that suit their work (public/sample/, drawn by
 * scripts/template-preview/persona-art.ts); the designer and the illustrator reuse the sample's
 * product mock-ups and painted scenes.
 */
type Persona = Partial<Omit<PortfolioContent, "customSections">> & { customSections?: Omit<ContentSection, "kind">[] };

const entry = (title: string, subtitle: string, date: string, description = "", link = "") => ({ title, subtitle, date, description, link, image: null });
const skills = (...names: [string, number][]) => names.map(([name, percentage]) => ({ name, percentage }));
const ALL = ["about", "experience", "skills", "education", "projects", "contact"];
/** These sections shown in this order; the built-in ones left out are hidden. */
const layout = (...ids: string[]) =>
  [...ids.map((id) => ({ id, visible: true })), ...ALL.filter((id) => !ids.includes(id)).map((id) => ({ id, visible: false }))] as PortfolioContent["sections"];
/** The sample's three projects' pictures, given to another persona's three projects. */
const withSamplePictures = (projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({
    ...project,
    project_image: samplePortfolio.projects[i % 3]!.project_image,
    galleryImages: samplePortfolio.projects[i % 3]!.galleryImages ?? [],
  }));
/** A picture in public/sample/ (portrait-*.webp, project-*.webp: scripts/template-preview/persona-art.ts). */
const picture = (file: string) => ({ src: sampleImageUrls.profile.replace("profile.webp", file) });
const portrait = (name: string) => picture(`portrait-${name}.webp`);
/** Projects with their own pictures (public/sample/project-<name>.webp), in order. */
const withPictures = (names: string[], projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({ ...project, project_image: picture(`project-${names[i]}.webp`), galleryImages: [] }));
/** Painted scenes (public/sample/scene-*.webp, drawn by scripts/template-preview/scene-art.ts) for pages of pictures. */
type Scene = "harbour" | "tidepool" | "glasshouse" | "night" | "rain";
const scene = (name: Scene) => ({ src: sampleImageUrls.profile.replace("profile.webp", `scene-${name}.webp`) });
const withScenes = (names: Scene[], projects: Omit<PortfolioContent["projects"][number], "project_image" | "galleryImages" | "gallery">[]) =>
  projects.map((project, i) => ({ ...project, project_image: scene(names[i % names.length]!), galleryImages: [] }));
const noSocial = { github: "", linkedin: "", twitter: "", facebook: "", instagram: "" };
const noLinks = { website: "", dribbble: "", behance: "", medium: "", youtube: "", custom: [] };

const PERSONAS: Partial<Record<TemplateId, Persona>> = {
  creative: {
    image: portrait("ines"),
    name: "Inès Haddad",
    role: "Brand & Motion Designer",
    bio: "I give small companies a voice you can see: logos, colour, type and the way things move.",
    about:
      "Seven years of brand identities and title sequences for food, festivals and sport.\n\nI work in short, visible rounds: **three routes, one chosen, then every detail**.",
    experience: [
      {
        title: "Independent designer",
        company: "Studio Haddad",
        duration: "2021 – present",
        description: "Identities and motion for 30+ clients across France.",
      },
      { title: "Motion designer", company: "Canal Sud", duration: "2018 – 2021", description: "Opening titles and on-air graphics for a regional channel." },
    ],
    skills: skills(["Brand identity", 94], ["Motion design", 90], ["Typography", 88], ["After Effects", 86], ["Illustration", 75]),
    education: [{ type: "UG", degree: "DNMADE Graphic Design", institution: "École de Design Méditerranée", school: "", year: "2018", cgpa: "" }],
    projects: withPictures(
      ["sardine", "festival", "mistral"],
      [
        {
          title: "Sardine & Co.",
          description: "Identity and packaging for a Marseille canned-fish brand, now in 400 shops.",
          technology: "Identity, Packaging",
          link: "https://example.com/work/sardine",
        },
        {
          title: "Calanques Film Festival",
          description: "A sun that rises in every trailer: the festival's mark, titles and posters.",
          technology: "Motion, Posters",
          link: "https://example.com/work/calanques",
        },
        { title: "Mistral cycling app", description: "Brand and interface for a coastal bike-route app.", technology: "UI, Brand", link: "" },
      ],
    ),
    sections: layout("about", "projects", "skills", "experience", "custom:clients", "education", "contact"),
    customSections: [
      { id: "clients", title: "Clients", entries: [entry("Sardine & Co.", "Identity", "2024"), entry("Calanques Film Festival", "Motion", "2023 – 2025")] },
    ],
    socialLinks: { ...noSocial, instagram: "https://www.instagram.com/ines.haddad.studio" },
    links: { ...noLinks, website: "https://ineshaddad.example", behance: "https://www.behance.net/ines-haddad-studio" },
    contact: { phone: "", email: "bonjour@ineshaddad.example", address: "Marseille, France" },
  },
  professional: {
    image: portrait("hannah"),
    name: "Hannah Kowalski",
    role: "Senior Project Manager (PMP)",
    bio: "I deliver large change programmes on time: ERP roll-outs, site moves and the people side of both.",
    about:
      "Twelve years managing programmes in manufacturing and logistics, budgets up to €25 M.\n\n- 9 plants moved to one ERP without a missed shipment\n- PMP and PRINCE2 Practitioner",
    experience: [
      {
        title: "Senior Project Manager",
        company: "Vistula Manufacturing",
        duration: "2019 – present",
        description: "Lead the group ERP programme: 9 plants, 140 people, on budget.",
      },
      {
        title: "Project Manager",
        company: "Baltic Freight",
        duration: "2013 – 2019",
        description: "Ran warehouse and IT projects across Poland and the Baltics.",
      },
    ],
    skills: skills(["Programme management", 95], ["Stakeholder management", 92], ["Budgeting", 88], ["Risk management", 90], ["SAP S/4HANA", 75]),
    education: [
      { type: "PG", degree: "MSc Management", institution: "Kraków School of Economics", school: "", year: "2012", cgpa: "" },
      { type: "UG", degree: "BSc Industrial Engineering", institution: "Silesian Technical University", school: "", year: "2010", cgpa: "" },
    ],
    projects: withPictures(
      ["erp", "relocation"],
      [
        {
          title: "ERP roll-out, 9 plants",
          description: "One system for finance, stock and production in 30 months.",
          technology: "SAP, Change management",
          link: "",
        },
        {
          title: "Two warehouses into one hub",
          description: "Moved 40,000 pallets over three weekends; no lost orders.",
          technology: "Logistics, Planning",
          link: "",
        },
      ],
    ),
    sections: layout("about", "experience", "custom:certifications", "skills", "education", "projects", "contact"),
    customSections: [
      {
        id: "certifications",
        title: "Certifications",
        entries: [entry("Project Management Professional (PMP)", "PMI", "2016"), entry("PRINCE2 Practitioner", "AXELOS", "2014")],
      },
    ],
    socialLinks: { ...noSocial, linkedin: "https://www.linkedin.com/in/hannah-kowalski-pm" },
    links: noLinks,
    contact: { phone: "+48 600 123 456", email: "hannah@kowalski-pm.example", address: "Kraków, Poland" },
  },
  modern: {
    image: portrait("kenji"),
    name: "Kenji Watanabe",
    role: "Full-stack & Mobile Developer",
    bio: "I build apps people open every day, and the quiet back ends that keep them fast.",
    about: "Six years shipping React Native apps and TypeScript services. I like small teams, short feedback loops and **tests that catch things**.",
    experience: [
      { title: "Senior Developer", company: "Kaze Labs", duration: "2022 – present", description: "Lead developer of the Kaze weather app (800k users)." },
      { title: "Developer", company: "Naniwa Retail Tech", duration: "2019 – 2022", description: "Built the shift-scheduling API used by 200 stores." },
    ],
    skills: skills(["TypeScript", 94], ["React Native", 90], ["Node.js", 88], ["PostgreSQL", 80], ["CI/CD", 82], ["Swift", 60]),
    education: [{ type: "UG", degree: "BEng Information Science", institution: "Osaka Bay University", school: "", year: "2019", cgpa: "" }],
    projects: withPictures(
      ["kaze", "shifts", "deploybot"],
      [
        {
          title: "Kaze weather",
          description: "Hyper-local forecasts and rain alerts; 4.7 stars.",
          technology: "React Native, Expo",
          link: "https://example.com/kaze",
        },
        { title: "Shift scheduler API", description: "Fills 12,000 shifts a week fairly, in under a second.", technology: "TypeScript, PostgreSQL", link: "" },
        {
          title: "deploybot",
          description: "Canary releases from chat, with automatic roll-back.",
          technology: "Go, GitHub Actions",
          link: "https://example.com/deploybot",
        },
      ],
    ),
    sections: layout("about", "projects", "skills", "experience", "custom:talks", "education", "contact"),
    customSections: [{ id: "talks", title: "Talks", entries: [entry("Offline-first React Native", "React Osaka", "2024")] }],
    socialLinks: { ...noSocial, github: "https://github.com/kenji-watanabe-dev", twitter: "https://x.com/kenji_builds" },
    links: { ...noLinks, website: "https://kenji.example" },
    contact: { phone: "", email: "kenji@kenji.example", address: "Osaka, Japan" },
  },
  artistic: {
    image: portrait("amara"),
    name: "Amara Nwosu",
    role: "Painter & Printmaker",
    bio: "Large, bright paintings about markets, water and the colours of home.",
    about:
      "I paint in acrylic and make screen prints in small editions. My work moves between Lagos, where I grew up, and London, where I work.\n\nRepresented by **Gallery Osun**.",
    experience: [
      { title: "Studio artist", company: "Thamesside Studios", duration: "2020 – present", description: "Painting and a print workshop open to the public." },
    ],
    skills: skills(["Painting", 95], ["Screen printing", 88], ["Colour", 92], ["Workshops", 78]),
    education: [{ type: "PG", degree: "MA Painting", institution: "London College of Fine Art", school: "", year: "2020", cgpa: "" }],
    projects: withPictures(
      ["tides", "market", "indigo"],
      [
        { title: "Tides of home", description: "Acrylic on canvas, 150 × 120 cm.", technology: "Acrylic", link: "" },
        { title: "Market colours", description: "A series of six paintings of Balogun market.", technology: "Acrylic, Collage", link: "" },
        { title: "Indigo", description: "Screen print, edition of 30.", technology: "Screen print", link: "" },
      ],
    ),
    sections: layout("projects", "about", "custom:exhibitions", "experience", "education", "contact"),
    customSections: [
      {
        id: "exhibitions",
        title: "Exhibitions",
        entries: [entry("Colours of Home", "Solo show, Gallery Osun, London", "2025"), entry("New Contemporaries", "Group show", "2022")],
      },
    ],
    socialLinks: { ...noSocial, instagram: "https://www.instagram.com/amara.nwosu.paints" },
    links: { ...noLinks, website: "https://amaranwosu.example" },
    contact: { phone: "", email: "studio@amaranwosu.example", address: "London, UK" },
  },
  bold: {
    image: portrait("leo"),
    name: "Leo Fischer",
    role: "Growth Marketer",
    bio: "I find the few things that make a product grow, and then do them loudly.",
    about: "Eight years of growth for subscription products. Experiments every week, **numbers every Monday**, no vanity metrics.",
    experience: [
      { title: "Head of Growth", company: "Fahrrad+", duration: "2021 – present", description: "From 2,000 to 61,000 bike subscribers in four years." },
      { title: "Performance Marketer", company: "Spree Foods", duration: "2017 – 2021", description: "Cut acquisition cost by 40% across search and social." },
    ],
    skills: skills(["Experimentation", 94], ["Lifecycle email", 88], ["Paid social", 85], ["SQL", 80], ["Copywriting", 90], ["Analytics", 87]),
    education: [{ type: "UG", degree: "BA Business & Media", institution: "Berlin School of Applied Sciences", school: "", year: "2017", cgpa: "" }],
    projects: withPictures(
      ["growth", "referrals"],
      [
        { title: "Fahrrad+ launch", description: "92,000 sign-ups in six months on a €40k budget.", technology: "Paid social, Landing pages", link: "" },
        {
          title: "Referral programme",
          description: "A month free for both: 31% of new subscribers now come from friends.",
          technology: "Lifecycle, Product",
          link: "",
        },
      ],
    ),
    sections: layout("about", "skills", "projects", "experience", "custom:talks", "education", "contact"),
    customSections: [{ id: "talks", title: "Talks", entries: [entry("Referrals that don't feel like ads", "Growth Berlin", "2024")] }],
    socialLinks: { ...noSocial, linkedin: "https://www.linkedin.com/in/leo-fischer-growth", twitter: "https://x.com/leofischer_grows" },
    links: { ...noLinks, website: "https://leofischer.example", medium: "https://medium.com/@leo-fischer-growth" },
    contact: { phone: "", email: "leo@leofischer.example", address: "Berlin, Germany" },
  },
  studio: {
    image: portrait("mira"),
    name: "Mira Castellanos",
    role: "Product Designer",
    bio: "I turn messy, many-sided problems into products that feel obvious — from research to shipped pixels.",
    about:
      "Ten years designing for fintech, health and public services. I lead with research, prototype early and measure what changed.\n\n**Currently** design lead at Harbor Bank; open to advisory work.",
    projects: withSamplePictures([
      {
        title: "Harbor: banking in three taps",
        description:
          "**Problem:** transfers took 9 steps and 31% of users gave up.\n\n**Outcome:** a 3-step flow, abandonment down to 6%, rated 4.8 in the stores.",
        technology: "Research, Prototyping, Figma",
        link: "https://example.com/case/harbor",
      },
      {
        title: "Tidepool design system",
        description: "One set of tokens and 60 components for five product teams; design-to-code time halved.",
        technology: "Design systems, Tokens, Storybook",
        link: "https://example.com/case/tidepool",
      },
      {
        title: "Fernhouse subscriptions",
        description: "A plant-care subscription with a playful checkout; 2,400 subscribers in the first quarter.",
        technology: "Service design, Illustration",
        link: "https://example.com/case/fernhouse",
      },
    ]),
    skills: skills(
      ["Product strategy", 90],
      ["User research", 92],
      ["Interaction design", 95],
      ["Prototyping", 88],
      ["Design systems", 85],
      ["Workshop facilitation", 80],
    ),
    socialLinks: { ...noSocial, linkedin: "https://www.linkedin.com/in/mira-castellanos-design", instagram: "https://www.instagram.com/mira.sketches.flows" },
    links: { ...noLinks, website: "https://miracastellanos.example", dribbble: "https://dribbble.com/mira-castellanos" },
    contact: { phone: "", email: "hello@miracastellanos.example", address: "Barcelona, Spain" },
    sections: layout("projects", "about", "experience", "skills", "education", "contact", "custom:awards"),
    customSections: [
      {
        id: "awards",
        title: "Awards",
        entries: [entry("Red Dot: Best of the Best", "Harbor mobile banking", "2023"), entry("Webby Honoree", "Fernhouse", "2021")],
      },
    ],
  },
  codebase: {
    image: portrait("tomas"),
    name: "Tomás Lindqvist",
    role: "Backend & Open-Source Engineer",
    bio: "I build fast, boring, reliable infrastructure in Go and Rust, and maintain a few libraries you might depend on.",
    about:
      "Backend engineer for 9 years. I like databases, queues and **deleting code**.\n\n- maintainer of `pgshard` (2.1k ★)\n- core contributor to `tidewire`\n- writes about Postgres at [the blog](https://example.com/blog)",
    projects: withPictures(
      ["pgshard", "tidewire", "lintkit"],
      [
        {
          title: "pgshard",
          description: "Transparent sharding for PostgreSQL with online rebalancing. Used in production by 40+ companies.",
          technology: "Go, PostgreSQL",
          link: "https://example.com/pgshard",
        },
        {
          title: "tidewire",
          description: "A zero-copy message bus for edge devices; 1.2 M messages/s on a Raspberry Pi.",
          technology: "Rust, QUIC",
          link: "https://example.com/tidewire",
        },
        {
          title: "lintkit",
          description: "Composable lint rules for SQL migrations, run in CI before they ever reach a database.",
          technology: "TypeScript, Node.js",
          link: "https://example.com/lintkit",
        },
      ],
    ),
    skills: skills(["Go", 95], ["Rust", 85], ["PostgreSQL", 92], ["Kubernetes", 78], ["TypeScript", 70], ["Distributed systems", 88]),
    experience: [
      {
        title: "Staff Engineer",
        company: "Northwind Data",
        duration: "2021 – present",
        description: "Own the storage platform: 300 TB across 12 regions, 99.99% uptime.",
      },
      {
        title: "Backend Engineer",
        company: "Fjord Payments",
        duration: "2016 – 2021",
        description: "Built the ledger service and its event-sourced audit trail.",
      },
    ],
    socialLinks: {
      github: "https://github.com/tomas-lindqvist-dev",
      linkedin: "https://www.linkedin.com/in/tomas-lindqvist-dev",
      twitter: "",
      facebook: "",
      instagram: "",
    },
    links: { ...noLinks, website: "https://lindqvist.example", medium: "https://medium.com/@tomas-lindqvist-dev" },
    contact: { phone: "", email: "tomas@lindqvist.example", address: "Stockholm, Sweden" },
    sections: layout("projects", "about", "experience", "skills", "custom:talks", "education", "contact"),
    customSections: [
      {
        id: "talks",
        title: "Talks",
        entries: [
          entry("Sharding without tears", "PGConf EU", "2024", "", "https://example.com/talks/sharding"),
          entry("Queues are databases too", "GopherCon", "2022"),
        ],
      },
    ],
  },
  lens: {
    image: portrait("aiko"),
    name: "Aiko Brennan",
    role: "Documentary & Landscape Photographer",
    socialLinks: { ...noSocial, instagram: "https://www.instagram.com/aiko.brennan.photo" },
    bio: "Light, weather and the people who live with both. Based on the west coast of Ireland.",
    about: "Commissions for editorial, NGOs and tourism boards. Prints available in limited editions of 25.",
    projects: withScenes(
      ["harbour", "tidepool", "glasshouse"],
      [
        {
          title: "Harbour at first light",
          description: "Fishing crews of Killybegs, 2023–2024.",
          technology: "Medium format, Film",
          link: "https://example.com/series/harbour",
        },
        {
          title: "Tidepools",
          description: "Macro studies of the Burren coastline at low tide.",
          technology: "Macro, Digital",
          link: "https://example.com/series/tidepools",
        },
        {
          title: "Glasshouses",
          description: "The last Victorian glasshouses of Dublin, before restoration.",
          technology: "Large format",
          link: "https://example.com/series/glasshouses",
        },
      ],
    ),
    skills: skills(["Documentary", 95], ["Landscape", 92], ["Portrait", 80], ["Printing", 85]),
    sections: layout("projects", "about", "custom:exhibitions", "experience", "contact"),
    customSections: [
      {
        id: "exhibitions",
        title: "Exhibitions",
        entries: [entry("Salt & Light", "Solo show, Galway Arts Centre", "2024"), entry("New Irish Photography", "Group show, Photo Museum Ireland", "2022")],
      },
    ],
    experience: [{ title: "Staff photographer", company: "The Western Review", duration: "2015 – 2020", description: "Features and news across Connacht." }],
    links: { ...noLinks, website: "https://aikobrennan.example" },
    contact: { phone: "", email: "studio@aikobrennan.example", address: "Galway, Ireland" },
  },
  quill: {
    image: portrait("eleanor"),
    name: "Eleanor Vance",
    role: "Writer & Essayist",
    socialLinks: { ...noSocial, twitter: "https://x.com/eleanor_vance_writes" },
    bio: "I write long-form essays about cities, memory and the ordinary things we forget to notice.",
    about:
      "My essays have appeared in *The Atlantic Quarterly*, *Granta Review* and *Longreads*. My first book, **The Quiet Streets**, came out with Harbour Press in 2023.\n\nI teach narrative non-fiction and take a small number of editing clients each year.",
    projects: withScenes(
      ["rain", "harbour", "glasshouse"],
      [
        {
          title: "The Quiet Streets",
          description: "A book of essays on walking the edges of six European cities. *“Patient and luminous.”* — The Review",
          technology: "Book, Harbour Press",
          link: "https://example.com/books/quiet-streets",
        },
        {
          title: "What the river keeps",
          description: "An essay on floods, archives and the things a town decides to remember.",
          technology: "Essay, Longreads",
          link: "https://example.com/essays/river",
        },
        {
          title: "Notes on waiting",
          description: "A column on the small rituals of waiting rooms, platforms and queues.",
          technology: "Column, Monthly",
          link: "https://example.com/columns/waiting",
        },
      ],
    ),
    skills: skills(["Essays", 95], ["Editing", 90], ["Narrative non-fiction", 92], ["Teaching", 80]),
    sections: layout("about", "projects", "custom:press", "experience", "education", "contact"),
    customSections: [
      {
        id: "press",
        title: "Press",
        entries: [
          entry("Shortlisted, Essay Prize", "The Gleam Foundation", "2024"),
          entry("Interview: writing slowly", "Books Podcast", "2023", "", "https://example.com/press/interview"),
        ],
      },
    ],
    experience: [
      { title: "Contributing editor", company: "Granta Review", duration: "2019 – present", description: "Commission and edit essays for the quarterly." },
    ],
    links: { ...noLinks, website: "https://eleanorvance.example", medium: "https://medium.com/@eleanor-vance-writes" },
    contact: { phone: "", email: "letters@eleanorvance.example", address: "Edinburgh, Scotland" },
  },
  scholar: {
    image: portrait("samuel"),
    name: "Dr. Samuel Adeyemi",
    role: "Associate Professor of Computational Linguistics",
    socialLinks: { ...noSocial, github: "https://github.com/adeyemi-lab", linkedin: "https://www.linkedin.com/in/samuel-adeyemi-nlp" },
    bio: "I study how people and machines learn the meaning of words, with a focus on low-resource African languages.",
    about:
      "I lead the **Language & Learning Lab** at the University of the North Coast. My group builds open datasets and models for Yoruba, Hausa and Igbo.\n\nI am recruiting PhD students for 2026.",
    sections: layout("about", "custom:publications", "custom:talks", "experience", "education", "skills", "projects", "contact"),
    customSections: [
      {
        id: "publications",
        title: "Publications",
        entries: [
          entry("Learning word meaning from scarce speech", "Adeyemi, S., Okoro, L. — ACL", "2025", "", "https://example.com/papers/scarce-speech"),
          entry("A Yoruba treebank for everyone", "Adeyemi, S., Bello, T. — LREC", "2024", "Best resource paper award."),
          entry("Tone in neural language models", "Adeyemi, S. — Computational Linguistics 49(2)", "2023"),
        ],
      },
      {
        id: "talks",
        title: "Talks",
        entries: [entry("Keynote: Languages without data", "AfricaNLP Workshop", "2024"), entry("Invited talk", "Edinburgh NLP Seminar", "2023")],
      },
    ],
    projects: withPictures(
      ["yorubabench"],
      [
        {
          title: "YorubaBench",
          description: "An open benchmark of 12 tasks for Yoruba language understanding.",
          technology: "Dataset, Python",
          link: "https://example.com/yorubabench",
        },
      ],
    ),
    experience: [
      {
        title: "Associate Professor",
        company: "University of the North Coast",
        duration: "2021 – present",
        description: "Teach *Introduction to NLP* and *Speech Processing*.",
      },
      { title: "Postdoctoral Fellow", company: "Lakeside Institute for AI", duration: "2018 – 2021", description: "" },
    ],
    education: [
      { type: "PG", degree: "PhD Linguistics", institution: "University of Lagos Bay", school: "", year: "2018", cgpa: "" },
      { type: "UG", degree: "BSc Computer Science", institution: "Ibadan Polytechnic College", school: "", year: "2012", cgpa: "" },
    ],
    skills: skills(["Computational linguistics", 95], ["Speech processing", 85], ["Python", 90], ["Field linguistics", 80]),
    links: { ...noLinks, website: "https://adeyemi-lab.example", custom: [{ label: "Google Scholar", url: "https://scholar.example/adeyemi" }] },
    contact: { phone: "", email: "s.adeyemi@northcoast.example", address: "Department of Linguistics, Room 4.12, University of the North Coast" },
  },
  executive: {
    image: portrait("catherine"),
    name: "Catherine Moreau",
    role: "Operations & Transformation Consultant",
    bio: "I help mid-size companies grow without breaking: clearer operations, faster decisions, teams that own their numbers.",
    about:
      "Twenty years in operations, the last ten as COO and adviser. I work with founders and boards on **turnarounds**, **scaling** and **post-merger integration**.\n\n- Cut operating costs by 18% at a 2,000-person logistics group\n- Led 4 integrations worth €600 M",
    skills: skills(["Operating models", 95], ["Turnarounds", 90], ["M&A integration", 88], ["Board advisory", 85], ["Lean", 80], ["Change leadership", 92]),
    experience: [
      {
        title: "Founder & Principal",
        company: "Moreau Advisory",
        duration: "2019 – present",
        description: "Advisory for 14 companies in logistics, retail and health.",
      },
      {
        title: "Chief Operating Officer",
        company: "Transalpine Logistics",
        duration: "2012 – 2019",
        description: "Grew revenue from €240 M to €610 M while margins rose 4 points.",
      },
    ],
    projects: withPictures(
      ["turnaround", "network"],
      [
        { title: "Turnaround: regional retailer", description: "From loss to 6% EBITDA in 18 months.", technology: "Strategy, Operations", link: "" },
        { title: "Integration: two 3PL networks", description: "One network, one system, no lost customers.", technology: "M&A, IT", link: "" },
      ],
    ),
    sections: layout("about", "skills", "experience", "projects", "custom:boards", "education", "contact"),
    customSections: [{ id: "boards", title: "Board roles", entries: [entry("Non-executive director", "Alpine Health Group", "2021 – present")] }],
    education: [{ type: "PG", degree: "MBA", institution: "INSEAD Fontainebleau", school: "", year: "2005", cgpa: "" }],
    socialLinks: { github: "", linkedin: "https://www.linkedin.com/in/catherine-moreau-advisory", twitter: "", facebook: "", instagram: "" },
    links: { ...noLinks, website: "https://moreau-advisory.example" },
    contact: { phone: "+33 6 12 34 56 78", email: "catherine@moreau-advisory.example", address: "Lyon, France" },
  },
  graduate: {
    image: portrait("priya"),
    name: "Priya Raman",
    role: "Computer Science Graduate · Looking for my first role",
    bio: "Fresh CS graduate who loves building tools that make studying easier. Quick learner, good teammate, ready to ship.",
    about: "I graduated in 2025 with first-class honours. I'm looking for a **junior developer** or **graduate programme** role in the UK.",
    sections: layout("education", "projects", "skills", "experience", "custom:awards", "about", "contact"),
    education: [
      { type: "UG", degree: "BSc Computer Science (First)", institution: "University of Leeds Vale", school: "School of Computing", year: "2025", cgpa: "78%" },
      { type: "HSC", degree: "A-levels: Maths, Physics, CS", institution: "", school: "Riverside Sixth Form", year: "2022", cgpa: "A*A*A" },
    ],
    projects: withPictures(
      ["studybuddy", "busbot", "floodwatch"],
      [
        {
          title: "StudyBuddy",
          description: "Final-year project: a flashcard app with spaced repetition, used by 300 students.",
          technology: "React, Firebase",
          link: "https://example.com/studybuddy",
        },
        {
          title: "Bus times bot",
          description: "A chat bot that answers when the next campus bus comes.",
          technology: "Python, APIs",
          link: "https://example.com/busbot",
        },
        {
          title: "Hackathon: FloodWatch",
          description: "Won 2nd place: live flood alerts on a map, built in 24 hours.",
          technology: "TypeScript, Maps",
          link: "",
        },
      ],
    ),
    experience: [
      {
        title: "Software Engineering Intern",
        company: "Brightlane",
        duration: "Summer 2024",
        description: "Built an internal dashboard used by the support team.",
      },
    ],
    skills: skills(["JavaScript", 80], ["React", 75], ["Python", 78], ["Git", 70], ["SQL", 65], ["Teamwork", 90]),
    customSections: [
      { id: "awards", title: "Awards", entries: [entry("Dean's list", "University of Leeds Vale", "2023, 2024"), entry("2nd place", "HackLeeds", "2024")] },
    ],
    socialLinks: {
      github: "https://github.com/priya-raman-dev",
      linkedin: "https://www.linkedin.com/in/priya-raman-dev",
      twitter: "",
      facebook: "",
      instagram: "",
    },
    links: noLinks,
    contact: { phone: "", email: "priya.raman@mail.example", address: "Leeds, UK" },
  },
  milestones: {
    image: portrait("daniel"),
    name: "Daniel Okonkwo",
    role: "Engineering Manager",
    socialLinks: { ...noSocial, linkedin: "https://www.linkedin.com/in/daniel-okonkwo-eng" },
    bio: "From support desk to leading 40 engineers: fifteen years of building teams and products people rely on.",
    about: "I grow engineers into leaders and keep delivery calm and predictable. Happiest when a team no longer needs me in the room.",
    sections: layout("experience", "custom:certifications", "about", "skills", "projects", "education", "contact"),
    customSections: [
      {
        id: "certifications",
        title: "Certifications",
        entries: [entry("Certified Scrum Professional", "Scrum Alliance", "2019"), entry("AWS Solutions Architect", "Amazon Web Services", "2016 – 2022")],
      },
    ],
    experience: [
      {
        title: "Director of Engineering",
        company: "Loop Health",
        duration: "2022 – present",
        description: "Lead 40 engineers across 6 teams; shipped the clinician app to 9 countries.",
      },
      { title: "Engineering Manager", company: "Parcelwise", duration: "2018 – 2022", description: "Grew the team from 5 to 18; cut incident count by 60%." },
      { title: "Senior Developer", company: "Parcelwise", duration: "2014 – 2018", description: "Built the routing engine and its public API." },
      {
        title: "Support Engineer",
        company: "Kettle Software",
        duration: "2010 – 2014",
        description: "Where it began: fixing customers' problems, then the code behind them.",
      },
    ],
    skills: skills(["Leadership", 92], ["Hiring", 88], ["Delivery", 90], ["System design", 80], ["Coaching", 86]),
    projects: withPictures(
      ["clinician", "routing"],
      [
        { title: "Clinician app", description: "Used daily by 12,000 clinicians.", technology: "Leadership, Mobile", link: "" },
        { title: "Routing engine", description: "Saved Parcelwise €3 M a year in fuel.", technology: "Java, OR-Tools", link: "" },
      ],
    ),
    links: noLinks,
    contact: { phone: "", email: "daniel@okonkwo.example", address: "Manchester, UK" },
  },
  sketchbook: {
    image: portrait("lina"),
    name: "Lina Moreno",
    role: "Illustrator & Picture-book Artist",
    bio: "I draw warm, busy little worlds for books, packaging and walls.",
    about: "Clients include Tidepool Books, Fernhouse and the City of Porto. Represented by the Little Owl Agency.",
    sections: layout("projects", "about", "custom:books", "skills", "contact"),
    projects: withScenes(
      ["harbour", "tidepool", "glasshouse", "night", "rain"],
      [
        { title: "Harbour town", description: "Endpapers for a picture book.", technology: "Gouache", link: "" },
        { title: "Tidepool friends", description: "Character sheet for an animated series.", technology: "Digital, Procreate", link: "" },
        { title: "Fernhouse labels", description: "Packaging for a plant shop.", technology: "Ink, Digital", link: "" },
        { title: "Night market", description: "A mural for a Porto food hall.", technology: "Acrylic", link: "" },
        { title: "Rainy day", description: "Editorial spot illustration.", technology: "Watercolour", link: "" },
      ],
    ),
    skills: skills(["Picture books", 95], ["Character design", 90], ["Packaging", 80], ["Murals", 75]),
    customSections: [
      {
        id: "books",
        title: "Books",
        entries: [entry("The Harbour Cat", "Tidepool Books", "2024", "Written by Ana Reis."), entry("Max and the Moon", "Little Owl Press", "2022")],
      },
    ],
    socialLinks: { github: "", linkedin: "", twitter: "", facebook: "", instagram: "https://www.instagram.com/lina.draws.worlds" },
    links: { ...noLinks, behance: "https://www.behance.net/lina-moreno-draws", dribbble: "https://dribbble.com/lina-moreno-draws" },
    contact: { phone: "", email: "hello@linamoreno.example", address: "Porto, Portugal" },
  },
  stage: {
    image: portrait("band"),
    name: "Jonah & The Tides",
    role: "Indie folk band from Bristol",
    bio: "New album “Low Water” out now. Touring the UK and Europe this spring.",
    about: "Four friends, two guitars, one very old piano. We've played 300 shows since 2018 and we're just getting started.",
    sections: layout("custom:shows", "projects", "about", "contact"),
    customSections: [
      {
        id: "shows",
        title: "Tour dates",
        entries: [
          entry("Bristol", "The Fleece", "12 Apr 2026", "", "https://example.com/tickets/bristol"),
          entry("London", "Union Chapel", "14 Apr 2026", "Sold out"),
          entry("Amsterdam", "Paradiso", "19 Apr 2026", "", "https://example.com/tickets/amsterdam"),
        ],
      },
    ],
    projects: withScenes(
      ["night", "harbour"],
      [
        {
          title: "Low Water",
          description: "Our second album. 11 songs recorded live in a boathouse.",
          technology: "Album, 2026",
          link: "https://example.com/low-water",
        },
        { title: "Harbour Lights (session)", description: "A live session filmed at dawn.", technology: "Video", link: "https://example.com/harbour-lights" },
      ],
    ),
    socialLinks: {
      github: "",
      linkedin: "",
      twitter: "",
      facebook: "https://www.facebook.com/jonahandthetides",
      instagram: "https://www.instagram.com/jonahandthetides",
    },
    links: {
      ...noLinks,
      youtube: "https://www.youtube.com/@jonahandthetides",
      custom: [
        { label: "Listen on Spotify", url: "https://open.spotify.com/artist/jonahandthetides" },
        { label: "Bandcamp", url: "https://jonahandthetides.bandcamp.example" },
        { label: "Tickets", url: "https://example.com/tickets" },
      ],
    },
    contact: { phone: "", email: "bookings@jonahandthetides.example", address: "" },
  },
};

/** The live demo's content for a template: its own persona over the shared sample, or the sample itself. */
export function sampleFor(templateId: string): PortfolioContent {
  const persona = Object.hasOwn(PERSONAS, templateId) ? PERSONAS[templateId as TemplateId] : undefined;
  if (!persona) return samplePortfolio;
  const sections = persona.sections ?? layout(...ALL);
  // A persona never borrows the sample person's own details (their links would land in the page's JSON-LD `sameAs`).
  const own = { socialLinks: noSocial, links: noLinks, contact: { phone: "", email: "", address: "" } };
  return { ...samplePortfolio, ...own, ...persona, sections, customSections: persona.customSections ?? [] } as PortfolioContent;
}
