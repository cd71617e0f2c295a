import { entry, skills, layout, withSamplePictures, portrait, withPictures, withScenes, noSocial, noLinks, type Personas } from "./parts";

/** The sample people of the Creative templates (their category in convex/model/templates.ts). */
export const CREATIVE_PERSONAS: Personas = {
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
