/** The form's education type hints (convex/model/formData.ts EDUCATION_TYPES) in words. */
const TYPE_WORDS: Record<string, string> = {
  ug: "Undergraduate",
  pg: "Postgraduate",
  sslc: "Secondary school",
  hsc: "Higher secondary",
};

/** "UG" → "Undergraduate" (any letter case, dots and spaces ignored); free text stays as written. */
export function educationTypeLabel(type: string): string {
  return TYPE_WORDS[type.trim().toLowerCase().replace(/[.\s]/g, "")] ?? type.trim();
}
