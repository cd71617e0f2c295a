import { memo, type CSSProperties } from "react";
import type { Skill } from "../../../convex/model/formData";
import { namedSkills } from "./content";
import { clampPercentage, skillLevel } from "./skillLevel";

const EMPTY = "No skills listed yet.";

/**
 * Skills as a list of items with an optional percentage. Each item carries `--i` (its index) so a
 * template can stagger an entrance animation with `calc(var(--i) * var(--pt-stagger))`, and `--p`
 * (its percentage) for a decorative meter.
 */
export const SkillList = memo(function SkillList({ skills, className = "" }: { skills: Skill[]; className?: string }) {
  const items = namedSkills(skills);
  if (items.length === 0) return <p className="pt-empty">{EMPTY}</p>;
  return (
    <ul className={`pt-skills ${className}`}>
      {items.map((skill, i) => (
        <li
          key={`${skill.name}-${i}`}
          className="pt-skill"
          data-has-value={skill.percentage !== undefined || undefined}
          style={{ "--i": i, "--p": `${clampPercentage(skill.percentage ?? 0)}%` } as CSSProperties}
        >
          <span className="pt-skill__name">{skill.name}</span>
          {skill.percentage !== undefined && <span className="pt-skill__value">{clampPercentage(skill.percentage)}%</span>}
        </li>
      ))}
    </ul>
  );
});

/** Skills as bars coloured by level (bold template); the percentage and level are also written out. */
export function SkillBars({ skills, className = "" }: { skills: Skill[]; className?: string }) {
  const items = namedSkills(skills);
  if (items.length === 0) return <p className="pt-empty">{EMPTY}</p>;
  return (
    <ul className={`pt-bars ${className}`}>
      {items.map((skill, i) => {
        if (skill.percentage === undefined) {
          return (
            <li key={`${skill.name}-${i}`} className="pt-bar">
              <span className="pt-bar__name">{skill.name}</span>
            </li>
          );
        }
        const value = clampPercentage(skill.percentage);
        const level = skillLevel(value);
        return (
          <li key={`${skill.name}-${i}`} className="pt-bar" data-level={level.level} data-color={level.color}>
            <span className="pt-bar__name">{skill.name}</span>
            <span className="pt-bar__label">
              {value}% · {level.label}
            </span>
            <span className="pt-bar__track" aria-hidden="true">
              <span className="pt-bar__fill" style={{ width: `${value}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
