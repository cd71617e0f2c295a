import type { PortfolioFormData } from "../../convex/model/formData";
import type { ResumeOptions } from "../../convex/model/resumeOptions";
import { directionOf } from "../../convex/model/translations";
import { ExternalLink } from "../templates/shared/ExternalLink";
import { RichText } from "../templates/shared/Markdown";
import { pageWordsFor } from "../templates/shared/pageWordsCatalogue";
import { resumeLook } from "./resumeLook";
import { resumeOf, type ResumeEntry, type ResumeLink, type ResumeSection } from "./resumeModel";
import "./resume.css";

/**
 * The résumé sheet: on screen a sheet of paper, in print the whole page (resume.css). Every
 * link keeps its href in the PDF and shows its address as text, so paper copies work too.
 */
export function ResumeDocument({ formData, templateId, options }: { formData: PortfolioFormData; templateId: string; options?: ResumeOptions }) {
  // Dates in the résumé's language, when the portfolio names one.
  const resume = resumeOf(formData, { options, locale: formData.language, words: pageWordsFor(formData.language) });
  const { style, fontCss } = resumeLook(templateId, formData.theme);
  const details = [...resume.contact, ...resume.links];
  return (
    <article className="rs-sheet" style={style} aria-label="Résumé" lang={formData.language} dir={formData.language && directionOf(formData.language)}>
      {/* Our own build's font URLs, never user input (the pairing id is checked against a fixed list). */}
      {fontCss !== "" && <style dangerouslySetInnerHTML={{ __html: fontCss }} />}
      <header className="rs-head">
        <h1 className="rs-name">{resume.name || "Your Name"}</h1>
        {resume.role && <p className="rs-role">{resume.role}</p>}
        {details.length > 0 && (
          <ul className="rs-details" aria-label="Contact and links">
            {details.map((link) => (
              <li key={`${link.label}:${link.text}`}>
                <DetailLink link={link} />
              </li>
            ))}
          </ul>
        )}
        {resume.bio && <p className="rs-bio">{resume.bio}</p>}
      </header>
      {resume.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </article>
  );
}

/**
 * Email, phone and web links written out, the label only where the text needs it (and then
 * outside the link, so only the address is underlined); screen readers get the label either way.
 */
function DetailLink({ link }: { link: ResumeLink }) {
  const label = (
    <span className={link.showLabel ? "rs-details__label" : "rs-sr-only"}>
      {link.label}:{"\u00a0"}
    </span>
  );
  if (link.href === "")
    return (
      <>
        {label}
        <span>{link.text}</span>
      </>
    );
  return (
    <>
      {label}
      {/^(mailto|tel):/.test(link.href) ? <a href={link.href}>{link.text}</a> : <ExternalLink href={link.href}>{link.text}</ExternalLink>}
    </>
  );
}

function Section({ section }: { section: ResumeSection }) {
  const headingId = `rs-${section.id.replace(":", "-")}`;
  return (
    <section className="rs-section" aria-labelledby={headingId} data-section={section.id}>
      <h2 className="rs-section__title" id={headingId}>
        {section.title}
      </h2>
      {section.kind === "text" && <RichText className="rs-md" text={section.markdown} />}
      {section.kind === "list" && (
        <ul className="rs-tags">
          {section.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {section.kind === "entries" && (
        <ul className="rs-entries">
          {section.entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Entry({ entry }: { entry: ResumeEntry }) {
  return (
    <li className="rs-entry">
      <div className="rs-entry__head">
        <h3 className="rs-entry__title">
          {entry.title}
          {entry.title && entry.subtitle && <span className="rs-entry__sep"> · </span>}
          {entry.subtitle && <span className="rs-entry__subtitle">{entry.subtitle}</span>}
        </h3>
        {entry.date && <p className="rs-entry__date">{entry.date}</p>}
      </div>
      {entry.tags.length > 0 && <p className="rs-entry__tags">{entry.tags.join(" · ")}</p>}
      {entry.description.trim() && <RichText className="rs-md" text={entry.description} />}
      {entry.link && (
        <p className="rs-entry__link">
          <ExternalLink href={entry.link.href}>{entry.link.text}</ExternalLink>
        </p>
      )}
    </li>
  );
}
