import { NativeSelect } from "@mantine/core";

type Choice = { value: string; label: string };

/**
 * One of the gallery's filters (plan, category): a native select, so it works without JavaScript
 * as a field of the search form; "" is its "all" choice. Two share a row on a phone. Other props
 * (the static page's data hooks) go to the select.
 */
export function GalleryFilterSelect({
  name,
  label,
  choices,
  value,
  onChange,
  width,
  ...rest
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** Its width from the sm breakpoint up (px). */
  width: number;
  [hook: `data-${string}`]: string;
}) {
  return (
    <NativeSelect
      name={name}
      label={label}
      data={choices}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: "calc(50% - var(--mantine-spacing-sm) / 2)", sm: width }}
      {...rest}
    />
  );
}
