import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/useFormatters";

type Day = { day: string; views: number };

const WIDTH = 600;
const HEIGHT = 120;

/**
 * Views per day for the last 30 days: a small SVG bar chart (no charting library: a few hundred
 * bytes instead of recharts). Each bar has a title; the same figures are in a table for screen readers.
 */
export function ViewsChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation("dashboard");
  const format = useFormatters();
  const label = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const max = Math.max(1, ...days.map((d) => d.views));
  const step = WIDTH / days.length;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" aria-hidden focusable="false">
        {days.map((d, i) => {
          const height = d.views === 0 ? 1 : Math.max(3, (d.views / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.day}
              x={i * step + 1}
              y={HEIGHT - height}
              width={step - 2}
              height={height}
              rx={2}
              fill={d.views === 0 ? "var(--mantine-color-default-border)" : "var(--mantine-color-blue-filled)"}
            >
              <title>{`${label(d.day)}: ${format.number(d.views)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed" style={{ display: "flex", justifyContent: "space-between" }}>
        <span>{label(days[0].day)}</span>
        <span>{label(days[days.length - 1].day)}</span>
      </Text>
      <table style={VISUALLY_HIDDEN}>
        <caption>{t("chart.caption", { days: days.length })}</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{label(d.day)}</th>
              <td>{format.number(d.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const VISUALLY_HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
