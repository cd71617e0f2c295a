import { entry, skills, layout, portrait, withPictures, withScenes, noSocial, noLinks, type Personas } from "./parts";

/** The sample people of the Art templates (their category in convex/model/templates.ts). */
export const ART_PERSONAS: Personas = {
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
};
