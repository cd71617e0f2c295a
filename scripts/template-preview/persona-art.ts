/**
 * Artwork for the template demos' own people (src/sample/templateSamples.ts): a flat illustrated
 * portrait per person, drawn from a few traits (skin, hair, clothes, glasses, beard), a band photo
 * for Stage, and project pictures that suit each person's work (code, charts, maps, apps).
 * make-sample-images.ts renders them to WebP in public/sample/; nothing is fetched.
 */
import type { Artwork } from "./sample-art";

type Hair = "short" | "long" | "bun" | "curly" | "bob" | "cropped";
type Traits = { background: [string, string]; skin: string; hair: string; style: Hair; top: string; glasses?: boolean; beard?: boolean };

const SANS = "Liberation Sans, Arial, sans-serif";
const MONO = "Liberation Mono, DejaVu Sans Mono, monospace";

/** A shade of a #rrggbb colour (negative: darker). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

const hairBack: Record<Hair, (c: string) => string> = {
  short: () => "",
  cropped: () => "",
  long: (c) => `<path d="M190 250 C 180 120 460 120 450 250 L 470 470 C 400 500 240 500 170 470Z" fill="${c}"/>`,
  bob: (c) => `<path d="M200 250 C 190 120 450 120 440 250 L 446 380 C 400 400 240 400 194 380Z" fill="${c}"/>`,
  bun: (c) => `<circle cx="320" cy="100" r="58" fill="${c}"/>`,
  curly: (c) =>
    [
      [320, 150, 120],
      [220, 200, 70],
      [420, 200, 70],
      [210, 290, 55],
      [430, 290, 55],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
      .join(""),
};

const hairFront: Record<Hair, (c: string) => string> = {
  short: (c) => `<path d="M222 250 C 215 150 300 128 330 140 C 390 130 428 180 418 250 C 400 205 360 190 320 196 C 280 190 240 205 222 250Z" fill="${c}"/>`,
  cropped: (c) => `<path d="M226 232 C 230 160 300 146 320 150 C 350 146 412 160 414 232 C 390 200 250 200 226 232Z" fill="${c}"/>`,
  long: (c) => `<path d="M222 260 C 222 150 300 140 320 160 C 350 140 420 160 418 260 C 400 200 370 180 330 176 C 300 200 250 215 222 260Z" fill="${c}"/>`,
  bob: (c) => `<path d="M220 270 C 215 160 300 140 330 150 C 400 150 425 200 420 270 C 380 240 300 200 260 200 C 240 220 228 240 220 270Z" fill="${c}"/>`,
  bun: (c) => `<path d="M224 250 C 224 160 300 142 320 146 C 350 142 416 160 416 250 C 392 200 350 186 320 186 C 290 186 248 200 224 250Z" fill="${c}"/>`,
  curly: (c) => `<path d="M224 250 C 220 170 300 150 320 156 C 350 150 420 170 416 250 C 400 215 360 200 320 205 C 280 200 240 215 224 250Z" fill="${c}"/>`,
};

/** A head-and-shoulders portrait, 640×640. */
function portrait(t: Traits): string {
  const [from, to] = t.background;
  const dark = shade(t.skin, -0.18);
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  <circle cx="120" cy="540" r="180" fill="#ffffff" opacity="0.12"/>
  <circle cx="540" cy="110" r="90" fill="#ffffff" opacity="0.16"/>
  ${hairBack[t.style](t.hair)}
  <path d="M282 360 h76 v70 a38 38 0 0 1 -76 0z" fill="${dark}"/>
  <path d="M110 640 C 120 505 205 445 320 445 C 435 445 520 505 530 640Z" fill="${t.top}"/>
  <path d="M270 440 C 290 478 350 478 370 440 C 350 430 290 430 270 440Z" fill="${shade(t.top, -0.25)}"/>
  <ellipse cx="320" cy="275" rx="96" ry="116" fill="${t.skin}"/>
  <ellipse cx="224" cy="288" rx="16" ry="24" fill="${dark}"/>
  <ellipse cx="416" cy="288" rx="16" ry="24" fill="${dark}"/>
  ${t.beard ? `<path d="M226 300 C 236 400 290 396 320 396 C 350 396 404 400 414 300 C 400 350 370 360 320 360 C 270 360 240 350 226 300Z" fill="${t.hair}"/>` : ""}
  ${hairFront[t.style](t.hair)}
  <circle cx="280" cy="286" r="7" fill="#1f130a"/>
  <circle cx="360" cy="286" r="7" fill="#1f130a"/>
  <path d="M262 258 q18 -10 36 0 M342 258 q18 -10 36 0" stroke="${shade(t.hair, 0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${
    t.glasses
      ? `<g fill="none" stroke="#1f2937" stroke-width="6"><rect x="250" y="264" width="60" height="44" rx="14"/><rect x="330" y="264" width="60" height="44" rx="14"/><path d="M310 282 q10 -8 20 0"/></g>`
      : ""
  }
  <path d="M320 302 q-9 22 4 27" fill="none" stroke="${shade(t.skin, -0.3)}" stroke-width="5" stroke-linecap="round"/>
  <path d="M292 346 q28 20 56 0" fill="none" stroke="${shade(t.skin, -0.55)}" stroke-width="6" stroke-linecap="round"/>
  <ellipse cx="262" cy="328" rx="16" ry="9" fill="#f472b6" opacity="0.22"/>
  <ellipse cx="378" cy="328" rx="16" ry="9" fill="#f472b6" opacity="0.22"/>
</svg>`;
}

/** Stage's band: three people on a stage under a warm spotlight, 640×640. */
const band = `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <radialGradient id="spot" cx="0.5" cy="0" r="0.9"><stop offset="0" stop-color="#f59e0b" stop-opacity="0.75"/><stop offset="1" stop-color="#1e1b4b" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="640" fill="#1e1b4b"/>
  <rect width="640" height="640" fill="url(#spot)"/>
  <path d="M120 0 L40 640 L200 640Z M520 0 L600 640 L440 640Z" fill="#fde68a" opacity="0.08"/>
  ${[
    [170, "#c08457", "#2d1b0e", "#0f766e"],
    [320, "#8d5634", "#111827", "#be123c"],
    [470, "#f1c7a8", "#b45309", "#4338ca"],
  ]
    .map(
      ([x, skin, hair, top]) => `
  <g transform="translate(${Number(x) - 320} 60)">
    <path d="M220 640 C 225 470 265 430 320 430 C 375 430 415 470 420 640Z" fill="${top}"/>
    <rect x="300" y="360" width="40" height="80" rx="18" fill="${shade(String(skin), -0.2)}"/>
    <ellipse cx="320" cy="320" rx="58" ry="70" fill="${skin}"/>
    <path d="M262 310 C 258 240 300 230 320 236 C 350 230 384 250 378 310 C 362 276 340 268 320 270 C 296 268 274 280 262 310Z" fill="${hair}"/>
  </g>`,
    )
    .join("")}
  <g transform="translate(60 560) rotate(-12)"><rect width="190" height="26" rx="10" fill="#92400e"/><ellipse cx="210" cy="13" rx="50" ry="40" fill="#b45309"/><circle cx="210" cy="13" r="12" fill="#1e1b4b"/></g>
  <rect y="600" width="640" height="40" fill="#0f0d2e"/>
</svg>`;

const frame = (background: string, body: string, width = 800, height = 500) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`;

/** A code editor window with a file's lines, 800×500. */
function editor(title: string, accent: string, lines: string[]): string {
  const colours = ["#93c5fd", "#f9a8d4", "#fde68a", "#86efac", "#c4b5fd", "#e2e8f0"];
  const text = lines
    .map(
      (line, i) =>
        `<text x="118" y="${128 + i * 30}" font-family="${MONO}" font-size="19" fill="${colours[(i * 7) % colours.length]}" xml:space="preserve">${line.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</text>` +
        `<text x="96" y="${128 + i * 30}" font-family="${MONO}" font-size="17" fill="#475569" text-anchor="end">${i + 1}</text>`,
    )
    .join("");
  return frame(
    `${accent}`,
    `<rect x="40" y="36" width="720" height="428" rx="16" fill="#0f172a"/>
     <rect x="40" y="36" width="720" height="46" rx="16" fill="#1e293b"/><rect x="40" y="66" width="720" height="16" fill="#1e293b"/>
     <circle cx="70" cy="59" r="7" fill="#f87171"/><circle cx="94" cy="59" r="7" fill="#fbbf24"/><circle cx="118" cy="59" r="7" fill="#34d399"/>
     <text x="400" y="65" font-family="${SANS}" font-size="16" fill="#94a3b8" text-anchor="middle">${title}</text>${text}`,
  );
}

/** A terminal with a command and its output, 800×500. */
function terminal(accent: string, lines: [string, string][]): string {
  const text = lines
    .map(([colour, line], i) => `<text x="72" y="${130 + i * 32}" font-family="${MONO}" font-size="20" fill="${colour}" xml:space="preserve">${line}</text>`)
    .join("");
  return frame(
    accent,
    `<rect x="40" y="40" width="720" height="420" rx="16" fill="#111827"/>
     <rect x="40" y="40" width="720" height="44" rx="16" fill="#1f2937"/><rect x="40" y="68" width="720" height="16" fill="#1f2937"/>
     <circle cx="70" cy="62" r="7" fill="#f87171"/><circle cx="94" cy="62" r="7" fill="#fbbf24"/><circle cx="118" cy="62" r="7" fill="#34d399"/>${text}`,
  );
}

/** A report page with a bar chart and a trend line, 800×500. */
function chart(background: string, accent: string, title: string, bars: number[]): string {
  const w = 560 / bars.length;
  const barsSvg = bars
    .map(
      (v, i) =>
        `<rect x="${150 + i * w + 8}" y="${400 - v * 2.4}" width="${w - 16}" height="${v * 2.4}" rx="6" fill="${accent}" opacity="${0.55 + (i / bars.length) * 0.45}"/>`,
    )
    .join("");
  const points = bars.map((v, i) => `${150 + i * w + w / 2},${380 - v * 2.6}`).join(" ");
  return frame(
    background,
    `<rect x="60" y="40" width="680" height="420" rx="18" fill="#ffffff"/>
     <text x="100" y="96" font-family="${SANS}" font-size="26" font-weight="700" fill="#0f172a">${title}</text>
     <g stroke="#e2e8f0">${[0, 1, 2, 3].map((i) => `<path d="M150 ${400 - i * 70}H710"/>`).join("")}</g>${barsSvg}
     <polyline points="${points}" fill="none" stroke="#0f172a" stroke-width="4" stroke-linejoin="round"/>
     ${bars.map((v, i) => `<circle cx="${150 + i * w + w / 2}" cy="${380 - v * 2.6}" r="6" fill="#0f172a"/>`).join("")}`,
  );
}

/** A map with a route between stops, 800×500. */
function routeMap(background: string, accent: string, label: string): string {
  return frame(
    background,
    `<g stroke="#ffffff" stroke-width="14" opacity="0.7" fill="none">
       <path d="M0 120 C 200 140 300 60 800 110"/><path d="M0 330 C 220 300 420 420 800 340"/><path d="M180 0 C 200 200 140 320 220 500"/><path d="M560 0 C 520 180 640 300 600 500"/>
     </g>
     <path d="M620 400 C 560 300 640 220 520 180" fill="none" stroke="#0ea5e9" stroke-width="36" opacity="0.35"/>
     <path d="M120 380 C 260 420 300 250 420 260 S 560 140 680 120" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-dasharray="1 22"/>
     <path d="M120 380 C 260 420 300 250 420 260 S 560 140 680 120" fill="none" stroke="${accent}" stroke-width="5"/>
     ${[
       [120, 380],
       [420, 260],
       [680, 120],
     ]
       .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#ffffff" stroke="${accent}" stroke-width="6"/>`)
       .join("")}
     <rect x="470" y="380" width="280" height="76" rx="14" fill="#ffffff"/>
     <text x="492" y="428" font-family="${SANS}" font-size="24" font-weight="700" fill="#0f172a">${label}</text>`,
  );
}

/** A phone showing a list app (tasks, chat, cards), 800×500. */
function phoneApp(background: string, accent: string, title: string, rows: string[]): string {
  const items = rows
    .map(
      (row, i) =>
        `<rect x="300" y="${150 + i * 62}" width="200" height="50" rx="12" fill="${i % 2 ? "#f1f5f9" : "#ffffff"}" stroke="#e2e8f0"/>
         <circle cx="324" cy="${175 + i * 62}" r="12" fill="${accent}" opacity="${1 - i * 0.18}"/>
         <text x="346" y="${181 + i * 62}" font-family="${SANS}" font-size="15" fill="#0f172a">${row}</text>`,
    )
    .join("");
  return frame(
    background,
    `<circle cx="160" cy="120" r="90" fill="#ffffff" opacity="0.18"/><circle cx="680" cy="400" r="130" fill="#ffffff" opacity="0.14"/>
     <rect x="280" y="30" width="240" height="450" rx="34" fill="#0b1220"/><rect x="290" y="40" width="220" height="430" rx="26" fill="#f8fafc"/>
     <rect x="370" y="50" width="60" height="8" rx="4" fill="#0b1220"/>
     <text x="310" y="118" font-family="${SANS}" font-size="22" font-weight="700" fill="#0f172a">${title}</text>${items}`,
  );
}

/** A brand identity board: a logo mark, the name in its type, colour swatches, 800×500. */
function brandBoard(background: string, ink: string, name: string, mark: "fish" | "sun", swatches: string[]): string {
  const logo =
    mark === "fish"
      ? `<path d="M150 250 C 210 170 320 170 370 250 C 320 330 210 330 150 250Z M370 250 L 420 205 L 420 295Z" fill="${ink}"/><circle cx="200" cy="238" r="10" fill="${background}"/>`
      : `<circle cx="260" cy="250" r="80" fill="${ink}"/>${[0, 45, 90, 135, 180, 225, 270, 315]
          .map((a) => `<rect x="252" y="120" width="16" height="34" rx="8" fill="${ink}" transform="rotate(${a} 260 250)"/>`)
          .join("")}`;
  const chips = swatches.map((c, i) => `<rect x="${450 + i * 70}" y="330" width="56" height="90" rx="10" fill="${c}" stroke="#00000022"/>`).join("");
  return frame(
    background,
    `<rect x="40" y="40" width="720" height="420" rx="18" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/><g transform="translate(-30 0)">${logo}</g>
     <text x="450" y="230" font-family="${SANS}" font-size="38" font-weight="700" fill="${ink}">${name.replaceAll("&", "&amp;")}</text>
     <text x="450" y="270" font-family="${SANS}" font-size="18" letter-spacing="6" fill="${ink}" opacity="0.7">IDENTITY · 2025</text>${chips}`,
  );
}

/** An abstract painting on a wall: overlapping shapes in a palette, 800×500. */
function painting(wall: string, palette: string[], seed: number): string {
  const shapes = palette
    .map((c, i) => {
      const x = 230 + ((seed * 37 + i * 97) % 300);
      const y = 120 + ((seed * 53 + i * 71) % 230);
      const r = 50 + ((seed + i * 29) % 70);
      return i % 2
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="0.9"/>`
        : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 1.8}" height="${r}" fill="${c}" opacity="0.85" transform="rotate(${((seed * 13 + i * 17) % 40) - 20} ${x} ${y})"/>`;
    })
    .join("");
  return frame(
    wall,
    `<rect x="0" y="440" width="800" height="60" fill="${shade(wall, -0.12)}"/>
     <rect x="178" y="58" width="444" height="364" fill="#3f2a1d"/><rect x="190" y="70" width="420" height="340" fill="#f5efe4"/>
     <svg x="190" y="70" width="420" height="340" viewBox="190 70 420 340">${shapes}
       <path d="M190 ${300 + seed * 7} C 300 ${250 + seed * 5} 420 ${360 - seed * 4} 610 ${280 + seed * 3}" stroke="#1b1a17" stroke-width="6" fill="none"/></svg>`,
  );
}

const portraits: [string, Traits][] = [
  ["mira", { background: ["#fecdd3", "#fda4af"], skin: "#e0ac83", hair: "#3b2314", style: "long", top: "#1e3a8a" }],
  ["tomas", { background: ["#bae6fd", "#93c5fd"], skin: "#f2c9a8", hair: "#c08a3e", style: "short", top: "#334155", glasses: true, beard: true }],
  ["aiko", { background: ["#d9f99d", "#86efac"], skin: "#f1cfae", hair: "#111827", style: "bob", top: "#57534e" }],
  ["eleanor", { background: ["#fef3c7", "#fcd34d"], skin: "#f5d0b5", hair: "#9ca3af", style: "bun", top: "#7f1d1d", glasses: true }],
  ["samuel", { background: ["#c7d2fe", "#a5b4fc"], skin: "#6b3e26", hair: "#1c1917", style: "cropped", top: "#0f766e", glasses: true, beard: true }],
  ["catherine", { background: ["#e2e8f0", "#cbd5e1"], skin: "#f0c8a8", hair: "#78350f", style: "bob", top: "#111827" }],
  ["priya", { background: ["#fbcfe8", "#f0abfc"], skin: "#b97a56", hair: "#1c1917", style: "long", top: "#f59e0b" }],
  ["daniel", { background: ["#a7f3d0", "#5eead4"], skin: "#5b3420", hair: "#0c0a09", style: "cropped", top: "#1d4ed8" }],
  ["lina", { background: ["#fed7aa", "#fdba74"], skin: "#d9a27c", hair: "#7c2d12", style: "curly", top: "#15803d" }],
  // The first templates' own people (the shared sample, Nadia Okafor, stays with Minimalist).
  ["ines", { background: ["#ddd6fe", "#f5d0fe"], skin: "#c68e68", hair: "#2b1a12", style: "curly", top: "#be185d" }],
  ["hannah", { background: ["#dbeafe", "#bfdbfe"], skin: "#f6d5bd", hair: "#d6b56d", style: "bun", top: "#1e293b", glasses: true }],
  ["kenji", { background: ["#164e63", "#312e81"], skin: "#eac39f", hair: "#0f0f10", style: "short", top: "#22d3ee" }],
  ["amara", { background: ["#f3ede2", "#e7c9a9"], skin: "#4a2a1a", hair: "#17110d", style: "long", top: "#a8321b" }],
  ["leo", { background: ["#fef08a", "#fde047"], skin: "#edc2a0", hair: "#5b3a1e", style: "cropped", top: "#111111", beard: true }],
];

export const PERSONA_ARTWORKS: Artwork[] = [
  ...portraits.map(([name, traits]) => ({ file: `portrait-${name}.webp`, width: 640, height: 640, svg: portrait(traits) })),
  { file: "portrait-band.webp", width: 640, height: 640, svg: band },
  {
    file: "project-pgshard.webp",
    width: 800,
    height: 500,
    svg: editor("shard_router.go", "#1e3a8a", [
      "func (r *Router) Route(key []byte) Shard {",
      "    h := xxhash.Sum64(key)",
      "    i := sort.Search(len(r.ring), func(i int) bool {",
      "        return r.ring[i].hash >= h",
      "    })",
      "    if i == len(r.ring) {",
      "        i = 0 // wrap around the ring",
      "    }",
      "    return r.ring[i].shard",
      "}",
    ]),
  },
  {
    file: "project-tidewire.webp",
    width: 800,
    height: 500,
    svg: terminal("#0f766e", [
      ["#86efac", "$ tidewire bench --clients 10000"],
      ["#cbd5e1", "connecting 10000 websocket clients…"],
      ["#cbd5e1", "messages/s     412,903"],
      ["#cbd5e1", "p50 latency    1.8 ms"],
      ["#cbd5e1", "p99 latency    6.4 ms"],
      ["#fde68a", "memory         212 MiB"],
      ["#86efac", "✓ all 10000 clients in sync"],
      ["#86efac", "$ _"],
    ]),
  },
  {
    file: "project-lintkit.webp",
    width: 800,
    height: 500,
    svg: terminal("#6d28d9", [
      ["#86efac", "$ lintkit check ./services"],
      ["#cbd5e1", "scanned 1,284 files in 0.9 s"],
      ["#fca5a5", "✗ api/handler.go:42  unchecked error"],
      ["#fca5a5", "✗ jobs/retry.go:17   context not passed"],
      ["#fde68a", "! db/pool.go:88      slow query in loop"],
      ["#cbd5e1", "3 problems (2 errors, 1 warning)"],
      ["#86efac", "$ lintkit fix --safe   ✓ 2 fixed"],
    ]),
  },
  { file: "project-yorubabench.webp", width: 800, height: 500, svg: chart("#c7d2fe", "#4f46e5", "YorubaBench: accuracy by model", [38, 46, 55, 61, 72, 84]) },
  { file: "project-turnaround.webp", width: 800, height: 500, svg: chart("#e2e8f0", "#0f766e", "EBITDA margin, 18 months", [20, 31, 42, 50, 58, 70]) },
  { file: "project-network.webp", width: 800, height: 500, svg: routeMap("#dbeafe", "#1d4ed8", "One 3PL network") },
  {
    file: "project-studybuddy.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#f9a8d4", "#db2777", "StudyBuddy", ["Algorithms · 18:00", "Databases quiz", "Group: OS revision", "Flashcards (42)", "Exam in 9 days"]),
  },
  {
    file: "project-busbot.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#fde68a", "#ca8a04", "Bus times", ["Next 42: 3 min", "Then 42: 14 min", "Stop: Park Row", "Delay alert on", "Ask: when is the 7?"]),
  },
  { file: "project-floodwatch.webp", width: 800, height: 500, svg: routeMap("#bbf7d0", "#dc2626", "River level: high") },
  {
    file: "project-clinician.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#a7f3d0", "#059669", "Ward rounds", ["Bed 4 · obs due", "Bed 7 · meds 14:00", "Bed 9 · discharge", "Handover notes", "12,000 clinicians"]),
  },
  { file: "project-routing.webp", width: 800, height: 500, svg: routeMap("#fef3c7", "#ea580c", "38 stops, −12% km") },
  // Creative: a brand and motion designer.
  {
    file: "project-sardine.webp",
    width: 800,
    height: 500,
    svg: brandBoard("#fff7ed", "#1e1b4b", "Sardine & Co.", "fish", ["#1e1b4b", "#6d28d9", "#f59e0b", "#fecaca"]),
  },
  {
    file: "project-festival.webp",
    width: 800,
    height: 500,
    svg: brandBoard("#1e1b4b", "#fde68a", "Calanques", "sun", ["#fde68a", "#be185d", "#0ea5e9", "#f8fafc"]),
  },
  {
    file: "project-mistral.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#c4b5fd", "#6d28d9", "Mistral", ["Ride: Vieux-Port", "Wind 28 km/h NW", "Route along coast", "Saved: Calanques", "Weekly 84 km"]),
  },
  // Professional: a project manager.
  { file: "project-erp.webp", width: 800, height: 500, svg: chart("#e2e8f0", "#1d4ed8", "ERP roll-out: plants live", [12, 25, 38, 52, 66, 80]) },
  { file: "project-relocation.webp", width: 800, height: 500, svg: routeMap("#e0e7ff", "#0f172a", "2 sites → 1 hub") },
  // Modern: a full-stack and mobile developer.
  {
    file: "project-kaze.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#0e7490", "#0891b2", "Kaze", ["Osaka · 18°C", "Rain at 16:00", "Wind 12 km/h", "Pollen: low", "Tomorrow: sunny"]),
  },
  {
    file: "project-shifts.webp",
    width: 800,
    height: 500,
    svg: editor("schedule.ts", "#312e81", [
      "export function assign(shifts: Shift[], staff) {",
      "  const left = hoursLeft(staff);",
      "  for (const shift of shifts.sort(byStart)) {",
      "    const who = pickFairly(staff, shift, left);",
      "    if (!who) throw new Unfilled(shift);",
      "    spend(left, who, shift.hours);",
      "    shift.person = who.id;",
      "  }",
      "  return shifts;",
      "}",
    ]),
  },
  {
    file: "project-deploybot.webp",
    width: 800,
    height: 500,
    svg: terminal("#164e63", [
      ["#86efac", "$ deploybot ship web --canary 5%"],
      ["#cbd5e1", "building web@4.12.0 … done in 41 s"],
      ["#cbd5e1", "canary 5%   errors 0.02%   p95 120 ms"],
      ["#cbd5e1", "canary 50%  errors 0.02%   p95 118 ms"],
      ["#fde68a", "promoting to 100%"],
      ["#86efac", "✓ shipped, posted to #releases"],
      ["#86efac", "$ _"],
    ]),
  },
  // Artistic: a painter and printmaker.
  { file: "project-tides.webp", width: 800, height: 500, svg: painting("#e7e5e4", ["#1d4ed8", "#0ea5e9", "#f5d0a9", "#a8321b", "#1e3a8a"], 3) },
  { file: "project-market.webp", width: 800, height: 500, svg: painting("#f3ede2", ["#f59e0b", "#a8321b", "#15803d", "#facc15", "#be185d"], 7) },
  { file: "project-indigo.webp", width: 800, height: 500, svg: painting("#d6d3d1", ["#312e81", "#4338ca", "#c7d2fe", "#1e1b4b"], 11) },
  // Bold: a growth marketer.
  { file: "project-growth.webp", width: 800, height: 500, svg: chart("#fef08a", "#111111", "Subscribers, first 6 months", [10, 22, 35, 51, 70, 92]) },
  {
    file: "project-referrals.webp",
    width: 800,
    height: 500,
    svg: phoneApp("#fde047", "#111111", "Invite a friend", ["You both get 1 month", "Share your link", "3 friends joined", "Reward unlocked", "Invite more"]),
  },
];
