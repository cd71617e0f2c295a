import { useCallback, useRef, useState } from "react";
import type { UseFormReturnType } from "@mantine/form";
import { EMPTY_ENTRY, LIST_SECTIONS, type FormData, type ListSection } from "../../convex/model/formData";
import { canonicalJson } from "../components/builder/canonicalJson";

export type EntryKeys = Record<ListSection, string[]>;

let lastKey = 0;
const newKey = () => `entry-${++lastKey}`;
const freshKeys = (data: FormData): EntryKeys =>
  Object.fromEntries(LIST_SECTIONS.map((section) => [section, data[section].map(newKey)])) as EntryKeys;

type Entry<S extends ListSection> = FormData[S][number];

/**
 * The form's list operations (add, remove, move, restore) with a stable React key per entry.
 * Keys live beside the form, never in FormData (they must not be saved or published), and follow
 * their entry when it moves, so inputs keep focus and state and image uploads find their project.
 */
export function useFormEntries(form: UseFormReturnType<FormData>) {
  const keysRef = useRef<EntryKeys>(freshKeys(form.getValues()));
  const [keys, setKeysState] = useState<EntryKeys>(keysRef.current);
  const setKeys = useCallback((next: EntryKeys) => {
    keysRef.current = next;
    setKeysState(next);
  }, []);
  const update = useCallback(
    (section: ListSection, change: (list: string[]) => string[]) => setKeys({ ...keysRef.current, [section]: change([...keysRef.current[section]]) }),
    [setKeys],
  );

  /** Appends a blank entry; returns its key. */
  const add = useCallback(
    (section: ListSection) => {
      const key = newKey();
      form.insertListItem(section, EMPTY_ENTRY[section]() as never);
      update(section, (list) => [...list, key]);
      return key;
    },
    [form, update],
  );

  /** Removes an entry; returns what is needed to put it back. */
  const remove = useCallback(
    <S extends ListSection>(section: S, index: number) => {
      const entry = form.getValues()[section][index] as Entry<S>;
      const key = keysRef.current[section][index];
      form.removeListItem(section, index);
      update(section, (list) => list.filter((_, i) => i !== index));
      return { entry, key, index };
    },
    [form, update],
  );

  /** Puts a removed entry back where it was (undo). */
  const restore = useCallback(
    <S extends ListSection>(section: S, removed: { entry: Entry<S>; key: string; index: number }) => {
      const index = Math.min(removed.index, form.getValues()[section].length);
      form.insertListItem(section, removed.entry as never, index);
      update(section, (list) => [...list.slice(0, index), removed.key, ...list.slice(index)]);
    },
    [form, update],
  );

  const move = useCallback(
    (section: ListSection, from: number, to: number) => {
      const length = form.getValues()[section].length;
      if (to < 0 || to >= length || from === to) return;
      form.reorderListItem(section, { from, to });
      update(section, (list) => {
        const [key] = list.splice(from, 1);
        list.splice(to, 0, key);
        return list;
      });
    },
    [form, update],
  );

  /**
   * Replaces all values (load, live update, conflict resolution). Lists whose content did not
   * change keep their keys, so their inputs and uploads are undisturbed. Returns the new keys.
   */
  const replaceAll = useCallback(
    (next: FormData) => {
      const previous = form.getValues();
      const nextKeys = Object.fromEntries(
        LIST_SECTIONS.map((section) => {
          const same = canonicalJson(previous[section]) === canonicalJson(next[section]) && keysRef.current[section].length === next[section].length;
          return [section, same ? keysRef.current[section] : next[section].map(newKey)];
        }),
      ) as EntryKeys;
      form.setValues(next);
      setKeys(nextKeys);
      return nextKeys;
    },
    [form, setKeys],
  );

  /** The current keys outside render (async callbacks such as finished uploads). */
  const currentKeys = useCallback(() => keysRef.current, []);

  return { keys, add, remove, restore, move, replaceAll, currentKeys };
}

export type FormEntries = ReturnType<typeof useFormEntries>;
