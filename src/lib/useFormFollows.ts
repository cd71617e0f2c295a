import { useEffect } from "react";
import { useStableCallback } from "./useStableCallback";

/**
 * A form shows `saved` again whenever the stored value changes (saved here or on another device),
 * and only then: Mantine's `setValues` changes identity with the form's rules on every render, so
 * an effect keyed on it would reset what the person is typing.
 */
export function useFormFollows<T>(form: { setValues: (values: T) => void }, saved: T) {
  const setValues = useStableCallback((values: T) => form.setValues(values));
  const key = JSON.stringify(saved);
  useEffect(() => setValues(JSON.parse(key) as T), [key, setValues]);
}
