import { useLanguageLinks } from "./languageLinks";
import { usePageWords } from "./pageWords";

/**
 * The page's languages, every template's first element when there are two or more: plain links
 * (no script needed), each named in its own language with its `lang` and `hreflang`, the current
 * one marked for screen readers by aria-current. Styled by shared.css (.pt-languages).
 */
export function LanguageSwitch() {
  const links = useLanguageLinks();
  const words = usePageWords();
  if (links.length < 2) return null;
  return (
    <nav className="pt-languages" aria-label={words.languages} data-language-switch="">
      <ul>
        {links.map((link) => (
          <li key={link.tag}>
            <a
              href={link.href}
              hrefLang={link.tag}
              lang={link.tag}
              dir={link.dir}
              aria-current={link.current ? "page" : undefined}
              // The page's script offers this language with these words (src/public-page/languageOffer.ts).
              data-offer={link.offer?.alsoIn}
              data-offer-dismiss={link.offer?.dismiss}
              data-offer-label={link.offer?.otherLanguage}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
