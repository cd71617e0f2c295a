import {
  EMPTY_ENTRY,
  validateAfterEdit,
  type FieldErrors,
  type PortfolioFormData,
  type ListSection,
  type PartErrors,
  type ValidationMode,
} from "../../../convex/model/formData";
import { valueAt, type MergePath } from "./merge";
import { PROFILE_SLOT } from "./sessionState";

/* Pure edits of the form's values: each returns new objects along the changed path only. */

/** Form path with indexes (`skills.2.name`) → path with entry ids, against `values`. */
export function idPath(values: PortfolioFormData, path: string): MergePath {
  const out: MergePath = [];
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      const item = node[Number(part)] as { id: string } | undefined;
      out.push({ id: item?.id ?? `missing-${part}` });
      node = item;
    } else {
      out.push(part);
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
  }
  return out;
}

/**
 * Where an image slot's picture sits: the profile photo, a project's cover or an entry of one of
 * the owner's own sections (slots are entry ids); null once that project or entry is gone.
 */
export function imagePathOf(values: PortfolioFormData, slot: string): MergePath | null {
  if (slot === PROFILE_SLOT) return ["image"];
  if (values.projects.some((p) => p.id === slot)) return ["projects", { id: slot }, "project_image"];
  const section = values.customSections?.find((s) => s.entries.some((e) => e.id === slot));
  return section ? ["customSections", { id: section.id }, "entries", { id: slot }, "image"] : null;
}

/** The storage id an image slot holds now (null when none, or the slot is gone). */
export function imageIdOfSlot(values: PortfolioFormData, slot: string): string | null {
  const path = imagePathOf(values, slot);
  return path === null ? null : ((valueAt(values, path) as string | null | undefined) ?? null);
}

/** Every image slot the values have now. */
export const imageSlotsOf = (values: PortfolioFormData): string[] => [
  PROFILE_SLOT,
  ...values.projects.map((p) => p.id ?? ""),
  ...(values.customSections ?? []).flatMap((s) => s.entries.map((e) => e.id ?? "")),
];

/** The first of `errors` in form order, for "the field that blocks saving". */
export const firstField = (errors: FieldErrors): string | null => Object.keys(errors)[0] ?? null;

/**
 * The rules' errors for these values, by part, kept per values object (values are never changed in
 * place): a keystroke checks again only the part of the form it changed, starting from the version
 * it edited (`before`, else the last version checked in that mode: rules asked for now and then, as
 * the publish rules are, start from there), and a blur of the same values checks nothing again. The
 * result is shared: read it only.
 */
type Checked = PartErrors & { errors: FieldErrors };
const checked: Record<ValidationMode, WeakMap<PortfolioFormData, Checked>> = { draft: new WeakMap(), publish: new WeakMap() };
const lastChecked: Partial<Record<ValidationMode, Checked>> = {};
export function errorsOf(values: PortfolioFormData, mode: ValidationMode, before?: PortfolioFormData): FieldErrors {
  const known = checked[mode].get(values);
  if (known) return known.errors;
  const result = validateAfterEdit(values, mode, (before && checked[mode].get(before)) ?? lastChecked[mode]);
  checked[mode].set(values, result);
  lastChecked[mode] = result;
  return result.errors;
}

/**
 * Shown errors after a change from `before`: the limits at once (the draft rules, checked again for
 * the changed part only); the publish rules only while one of their messages shows, to update or
 * clear it. Otherwise they wait until asked: a blur, the publish button, autosave never needs them.
 * The same object as `shown` when nothing changed, so the fields keep their bindings.
 */
export function revalidate(values: PortfolioFormData, shown: FieldErrors, before?: PortfolioFormData): FieldErrors {
  const next: FieldErrors = { ...errorsOf(values, "draft", before) };
  const others = Object.keys(shown).filter((path) => !next[path]);
  if (others.length > 0) {
    const rules = errorsOf(values, "publish", before);
    for (const path of others) if (rules[path]) next[path] = rules[path];
  }
  return sameErrors(shown, next) ? shown : next;
}

const sameErrors = (a: FieldErrors, b: FieldErrors) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((path) => a[path] === b[path]);
};

/** The errors shown once a field lost focus: its own rules (links, email, phone) now speak. */
export function errorsAfterBlur(values: PortfolioFormData, shown: FieldErrors, path: string): FieldErrors {
  const message = errorsOf(values, "publish")[path];
  if (message === shown[path]) return shown;
  const errors = { ...shown };
  if (message) errors[path] = message;
  else delete errors[path];
  return errors;
}

type Entry<S extends ListSection> = PortfolioFormData[S][number];

export const withEntryAdded = (values: PortfolioFormData, section: ListSection, id: string): PortfolioFormData =>
  ({ ...values, [section]: [...values[section], { ...EMPTY_ENTRY[section](), id }] }) as PortfolioFormData;

export const withEntryRemoved = (values: PortfolioFormData, section: ListSection, id: string): PortfolioFormData =>
  ({ ...values, [section]: (values[section] as { id?: string }[]).filter((item) => item.id !== id) }) as PortfolioFormData;

/** Puts an entry (back) at `index`; the same values when it is there already. */
export function withEntryInserted<S extends ListSection>(values: PortfolioFormData, section: S, item: Entry<S>, index: number): PortfolioFormData {
  const list = [...values[section]];
  if (list.some((entry) => entry.id === item.id)) return values;
  list.splice(Math.min(index, list.length), 0, item as never);
  return { ...values, [section]: list };
}

/** Moves an entry; the same values when either index is out of range or they are equal. */
export function withEntryMoved(values: PortfolioFormData, section: ListSection, from: number, to: number): PortfolioFormData {
  const list = [...values[section]];
  if (to < 0 || to >= list.length || from === to || from < 0 || from >= list.length) return values;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item as never);
  return { ...values, [section]: list };
}
