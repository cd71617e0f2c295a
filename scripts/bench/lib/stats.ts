/** What every bench script shares: its command-line numbers, percentiles and one line per goal. */

/** `--name 12` on the command line, or `fallback` when absent or not a positive whole number. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The nearest-rank percentile `p` (0–100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Prints "label: value unit (goal ≤ goal unit: met|MISSED)detail". */
export function goalLine(label: string, value: number, unit: string, goal: number, detail = "", digits = 1): void {
  const shown = unit === "" ? String(value) : value.toFixed(digits);
  const suffix = unit ? ` ${unit}` : "";
  console.log(`${label}: ${shown}${suffix} (goal ≤ ${goal}${suffix}: ${value <= goal ? "met" : "MISSED"})${detail}`);
}
