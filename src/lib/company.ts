/** The company details the footer and the contact page show. */
export const COMPANY = {
  name: "Portfolio Builder",
  founded: 2025,
  address: "500 Market Street, Suite 200, San Francisco, CA 94105, USA",
} as const;
