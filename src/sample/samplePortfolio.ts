import { APP_BASE } from "../lib/basePath";
import type { PortfolioFormData, PortfolioContent } from "../../convex/model/formData";
import { portfolioContent } from "../../convex/model/portfolioContent";

/**
 * One realistic example portfolio (a fictional designer–developer). Used by the gallery's preview
 * screenshots, the home page showcase, tests, and the builder's "start from an example" option.
 * Contact details use reserved example domains and a fictional number.
 */
const asset = (file: string) => `${APP_BASE}sample/${file}`;

export const sampleImageUrls: { profile: string; projects: (string | null)[]; galleries: string[][] } = {
  profile: asset("profile.webp"),
  projects: [asset("project-harbor.webp"), asset("project-tidepool.webp"), asset("project-fernhouse.webp")],
  /** Each project's images after its cover. */
  galleries: [[asset("project-harbor-transfers.webp"), asset("project-harbor-insights.webp")], [asset("project-tidepool-docs.webp")], []],
};

export const sampleFormData: PortfolioFormData = {
  name: "Nadia Okafor",
  role: "Product Designer & Front-end Developer",
  bio: "I design and build calm, accessible interfaces for products people use every day.",
  image: null,
  about:
    "For eight years I have worked where design meets code: researching with users, shaping interaction models in Figma, and shipping the components myself in React and TypeScript.\n\nI care about the details that make software feel **trustworthy**:\n\n- clear language and honest states\n- keyboard support and *motion that helps rather than distracts*\n- [accessible](https://www.w3.org/WAI/standards-guidelines/wcag/) by default\n\nBased in Lisbon, working with teams across Europe.",
  socialLinks: {
    github: "https://github.com/nadia-okafor-studio",
    linkedin: "https://www.linkedin.com/in/nadia-okafor-studio",
    twitter: "https://x.com/nadiaokafor_ux",
    facebook: "https://www.facebook.com/nadia.okafor.studio",
    instagram: "https://www.instagram.com/nadia.draws.ui",
  },
  skills: [
    { name: "Figma", percentage: 95 },
    { name: "Interaction design", percentage: 92 },
    { name: "Design systems", percentage: 88 },
    { name: "React", percentage: 85 },
    { name: "TypeScript", percentage: 80 },
    { name: "Accessibility (WCAG)", percentage: 84 },
    { name: "User research", percentage: 74 },
    { name: "Motion design", percentage: 70 },
    { name: "Node.js", percentage: 62 },
  ],
  experience: [
    {
      title: "Lead Product Designer",
      company: "Harbor Bank",
      duration: "2021 – present",
      description:
        "Lead a team of four designers on the mobile banking app.\n\n- Introduced a token-based design system shared by iOS, Android and web\n- Cut UI defects **by a third**",
    },
    {
      title: "UI Engineer",
      company: "Fernhouse Studio",
      duration: "2017 – 2021",
      description:
        "Designed and built storefronts for independent brands in React. Ran usability sessions every sprint and owned the studio's accessibility checklist.",
    },
  ],
  projects: [
    {
      title: "Harbor mobile banking",
      link: "https://example.com/work/harbor",
      description:
        "A redesign of everyday banking for **1.2 million customers**: faster transfers, clearer spending insights and a fully accessible card flow.",
      project_image: null,
      gallery: [],
      technology: "Figma, React Native, Design tokens",
    },
    {
      title: "Tidepool design system",
      link: "https://example.com/work/tidepool",
      description: "An open component library with 60+ accessible React components, theming, and documentation used by five product teams.",
      project_image: null,
      technology: "React, TypeScript, Storybook",
    },
    {
      title: "Fernhouse plant shop",
      link: "https://example.com/work/fernhouse",
      description: "An e-commerce site for a Lisbon plant studio with care guides, subscriptions and a playful, illustrated checkout.",
      project_image: null,
      technology: "Next.js, CSS animation, Stripe",
    },
  ],
  education: [
    {
      type: "PG",
      degree: "MSc Human–Computer Interaction",
      institution: "Atlantic Institute of Technology",
      school: "School of Design and Computing",
      year: "2017",
      cgpa: "3.9 / 4.0",
    },
    {
      type: "UG",
      degree: "BSc Computer Science",
      institution: "University of Porto Coast",
      school: "Faculty of Sciences",
      year: "2015",
      cgpa: "3.7 / 4.0",
    },
    {
      type: "HSC",
      degree: "Higher Secondary Certificate",
      institution: "",
      school: "Lisbon International School",
      year: "2011",
      cgpa: "",
    },
  ],
  contact: {
    phone: "+351 912 345 678",
    email: "hello@nadia-okafor.example",
    address: "Rua das Flores 28, 1200-195 Lisbon, Portugal",
  },
  links: {
    website: "https://nadia-okafor.example",
    dribbble: "https://dribbble.com/nadia-okafor-studio",
    behance: "",
    medium: "https://medium.com/@nadia-okafor-studio",
    youtube: "",
    custom: [{ label: "Talks", url: "https://nadia-okafor.example/talks" }],
  },
  sections: [
    { id: "about", visible: true },
    { id: "experience", visible: true },
    { id: "skills", visible: true },
    { id: "education", visible: true },
    { id: "projects", visible: true },
    { id: "contact", visible: true },
  ],
  // The template's own colours and fonts: the demo shows each template as designed.
  theme: { accent: null, fonts: "template", scheme: "template" },
};

export const samplePortfolio: PortfolioContent = {
  ...sampleFormData,
  customSections: portfolioContent(sampleFormData, () => null).customSections,
  image: { src: sampleImageUrls.profile },
  projects: sampleFormData.projects.map((project, i) => {
    const src = sampleImageUrls.projects[i];
    return { ...project, project_image: src ? { src } : null, galleryImages: (sampleImageUrls.galleries[i] ?? []).map((url) => ({ src: url })) };
  }),
};
