import { useTranslation } from "react-i18next";
import { findTemplate, type TemplateId, type TemplateInfo } from "../../../convex/model/templates";
import { templateDemoHref } from "../../gallery/templateDemo";
import classes from "./HeroPreviews.module.css";

/** Three looks that differ the most: light and calm, colourful, dark. */
const HERO_TEMPLATES: TemplateId[] = ["minimalist", "creative", "modern"];

/**
 * Screenshots from scripts/template-screenshots.ts: <id>-400.webp (400×280) and <id>.webp
 * (800×560). Shown at most 16rem wide, a third of the width on phones.
 */
const SIZES = "(min-width: 48em) 16rem, 30vw";

const base = import.meta.env.BASE_URL;
const smallImage = (template: TemplateInfo) => base + template.image.replace(/\.webp$/, "-400.webp");

/**
 * Real previews above the fold, each leading to that template's live demo (a full page load:
 * the demo is server HTML outside the app). Eager, sized and with srcset, so they never hold up
 * the first paint; the caption names the link, so the pictures are decorative.
 */
export function HeroPreviews() {
  const { t } = useTranslation("visitor");
  const templates = HERO_TEMPLATES.map((id) => findTemplate(id)!);
  return (
    <ul className={classes.list} aria-label={t("home.previews")}>
      {templates.map((template) => (
        <li key={template.id}>
          <a className={classes.link} href={templateDemoHref(template.id)}>
            <img
              className={classes.image}
              src={smallImage(template)}
              srcSet={`${smallImage(template)} 400w, ${base + template.image} 800w`}
              sizes={SIZES}
              width={400}
              height={280}
              alt=""
              decoding="async"
            />
            <span className={classes.caption}>
              {template.name}
              <span className={classes.demo}> {t("home.liveDemo")}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
