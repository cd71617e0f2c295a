import { entry, skills, layout, portrait, withPictures, noSocial, noLinks, type Personas } from "./parts";

/** The sample people of the Business templates (their category in convex/model/templates.ts). */
export const BUSINESS_PERSONAS: Personas = {
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
};
