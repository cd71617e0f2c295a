import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@mantine/core";
import { directionOf, limitOfKey, translationPath } from "../../../convex/model/translations";
import { setTranslatedText, textKeyOf, translatedText } from "../../../convex/model/translationEdits";
import { limitCounter, type Bind, type FieldBinding } from "../bind";
import type { BuilderSession, FormState } from "../session/session";

/** What a translated field adds to a binding: the main text as placeholder, the "Not translated" note, its language. */
export type TranslatedBinding = FieldBinding & {
  placeholder?: string;
  success?: ReactNode;
  withSuccessStyles?: boolean;
  successProps?: Record<string, unknown>;
  lang: string;
  dir: "ltr" | "rtl";
};

/** Calm, in sentence case: it sits under every untranslated field. A component, so it reads the app's language when drawn. */
function NotTranslated() {
  const { t } = useTranslation("builder");
  return (
    <Badge component="span" size="sm" variant="dot" color="orange" tt="none" fw={500}>
      {t("languages.notTranslated")}
    </Badge>
  );
}
const NOT_TRANSLATED = <NotTranslated />;

/** Each session's last translated binding per language and path, with what it was made from (as makeBind). */
const lastBindings = new WeakMap<BuilderSession, Map<string, { made: string; binding: TranslatedBinding }>>();

/**
 * Binds the form to one translation (`tag`): a path that names a translatable text (textKeyOf)
 * shows and edits `translations[tag]`'s text for it, with the main language's text as its
 * placeholder and, while it has none, "Not translated" (in Mantine's second message slot, so it is
 * the input's description and gives way to an error). Every other path (links, levels, years)
 * is the shared value: `shared(path)`.
 */
export function makeTranslationBind(shared: Bind, session: BuilderSession, state: FormState, tag: string): Bind {
  let bindings = lastBindings.get(session);
  if (!bindings) lastBindings.set(session, (bindings = new Map()));
  const cache = bindings;
  return (path) => {
    const key = textKeyOf(state.values, path);
    if (key === null) return shared(path);
    const main = shared(path).value;
    const text = translatedText(state.values, tag, key);
    const errorPath = translationPath(tag, key);
    const error = state.errors[errorPath];
    const made = JSON.stringify([key, main, text, error]);
    const cached = cache.get(`${tag} ${path}`);
    if (cached?.made === made) return cached.binding;
    const counter = limitCounter(text, limitOfKey(key) ?? undefined);
    const binding: TranslatedBinding = {
      value: text,
      // The latest values, not those of this render: the binding is kept across keystrokes.
      onChange: (next) =>
        session.applyEdit(setTranslatedText(session.getState().values, tag, key, typeof next === "string" ? next : next.currentTarget.value), errorPath),
      onBlur: () => session.blur(errorPath),
      error,
      maxLength: limitOfKey(key) ?? undefined,
      inputContainer: counter
        ? (children) => (
            <>
              {children}
              {counter}
            </>
          )
        : undefined,
      "data-path": errorPath,
      ...(main.trim() !== "" ? { placeholder: main } : {}),
      ...(main.trim() !== "" && text.trim() === ""
        ? { success: NOT_TRANSLATED, withSuccessStyles: false, successProps: { "data-testid": "not-translated" } }
        : {}),
      lang: tag,
      dir: directionOf(tag),
    };
    cache.set(`${tag} ${path}`, { made, binding });
    return binding;
  };
}
