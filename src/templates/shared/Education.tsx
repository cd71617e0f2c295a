import { memo } from "react";
import type { Education } from "../../../convex/model/formData";
import { filledEntries, hasText } from "./content";
import { educationTypeLabel } from "./educationType";
import { usePageWords } from "./pageWords";

export const NO_EDUCATION = "No education data provided.";

/** Education cards showing only the fields that were filled in. */
export const EducationCards = memo(function EducationCards({ education, className = "" }: { education: Education[]; className?: string }) {
  const items = filledEntries(education);
  const words = usePageWords();
  if (items.length === 0) return <p className="pt-empty">{NO_EDUCATION}</p>;
  return (
    <ul className={`pt-cards pt-cards--education ${className}`}>
      {items.map((entry, i) => {
        const type = educationTypeLabel(entry.type);
        const title = [entry.degree, entry.institution, entry.school, type].find(hasText) ?? "";
        const details: [string, string][] = [
          [words.institution, entry.institution],
          [words.school, entry.school],
          [words.year, entry.year],
          [words.grade, entry.cgpa],
        ].filter(([, value]) => hasText(value) && value !== title) as [string, string][];
        return (
          <li key={i} className="pt-card pt-edu">
            <div className="pt-card__body">
              {hasText(type) && type !== title && <p className="pt-card__eyebrow">{type}</p>}
              <h3 className="pt-card__title">{title}</h3>
              {details.length > 0 && (
                <dl className="pt-edu__details">
                  {details.map(([label, value]) => (
                    <div key={label} className="pt-edu__row">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});
