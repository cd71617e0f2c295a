import type { Artwork } from "./sample-art";

/**
 * Flat, painted-looking scenes for the personas whose demos show pictures rather than screens
 * (a photographer's series, an illustrator's wall, a band's releases): see src/sample/templateSamples.ts.
 */
const W = 800;
const H = 500;
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
const grad = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

const harbour = svg(
  grad("sky", ["#f6c1a6", "#f59e7a", "#fcd9a8"]) + grad("sea", ["#6b7fa8", "#2c3e66"]),
  `<rect width="800" height="300" fill="url(#sky)"/>
  <circle cx="560" cy="250" r="70" fill="#fff1d6" opacity="0.9"/>
  <path d="M0 260 C 120 220 220 250 320 235 S 520 215 800 250 V300 H0Z" fill="#9b6b8f" opacity="0.6"/>
  <rect y="290" width="800" height="210" fill="url(#sea)"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${500 + (i % 2) * 20}" y="${305 + i * 22}" width="${120 - i * 12}" height="4" rx="2" fill="#fde7c7" opacity="${0.7 - i * 0.08}"/>`).join("")}
  <g fill="#1b2238">
    <path d="M140 330 h150 l-20 28 h-112z"/><rect x="205" y="250" width="5" height="80"/><path d="M210 255 l50 60 h-50z" opacity="0.85"/>
    <path d="M360 350 h90 l-12 18 h-66z"/><rect x="400" y="300" width="4" height="50"/>
    <rect x="40" y="230" width="18" height="110"/><rect x="30" y="220" width="38" height="14"/>
  </g>`,
);

const tidepool = svg(
  grad("water", ["#1f6f78", "#0f3d4a"]) +
    `<radialGradient id="pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#7dd3c8"/><stop offset="1" stop-color="#1f6f78"/></radialGradient>`,
  `<rect width="800" height="500" fill="url(#water)"/>
  <ellipse cx="420" cy="260" rx="260" ry="150" fill="#5b4a3f"/>
  <ellipse cx="430" cy="255" rx="200" ry="105" fill="url(#pool)"/>
  <ellipse cx="130" cy="420" rx="170" ry="90" fill="#4a3b32"/>
  <ellipse cx="700" cy="90" rx="150" ry="80" fill="#4a3b32"/>
  <g fill="#f97362"><path d="M380 250 l14 -40 l14 40 l42 2 l-34 24 l12 40 l-34 -24 l-34 24 l12 -40 l-34 -24z"/></g>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${470 + i * 22}" cy="${300 - (i % 3) * 18}" r="${6 + (i % 3) * 3}" fill="#e2f3ef" opacity="0.75"/>`).join("")}
  <path d="M520 210 q30 -40 60 0 q-30 20 -60 0z" fill="#3f8f5c"/><path d="M300 320 q20 -30 50 -5 q-25 18 -50 5z" fill="#3f8f5c"/>`,
);

const glasshouse = svg(
  grad("sky2", ["#dfe9e4", "#b9d3c6"]) + grad("glass", ["#e8f4ef", "#a6c9b8"]) + `<clipPath id="gh"><path d="M160 400 V250 Q400 40 640 250 V400Z"/></clipPath>`,
  `<rect width="800" height="500" fill="url(#sky2)"/>
  <rect y="400" width="800" height="100" fill="#6d8b6f"/>
  <path d="M160 400 V250 Q400 40 640 250 V400Z" fill="url(#glass)" stroke="#2f3d36" stroke-width="6"/>
  <g stroke="#2f3d36" stroke-width="3" fill="none" clip-path="url(#gh)">
    ${[220, 280, 340, 400, 460, 520, 580].map((x) => `<line x1="${x}" y1="400" x2="${x}" y2="0"/>`).join("")}
    <line x1="160" y1="320" x2="640" y2="320"/><path d="M180 230 Q400 60 620 230"/>
  </g>
  <g fill="#2f6b45">${[200, 260, 330, 470, 540, 600].map((x, i) => `<ellipse cx="${x}" cy="${390 - (i % 3) * 20}" rx="${30 + (i % 2) * 15}" ry="${40 + (i % 3) * 12}"/>`).join("")}</g>
  <rect x="370" y="330" width="60" height="70" fill="#2f3d36"/>`,
);

const night = svg(
  grad("dusk", ["#1b1340", "#3b1d5c", "#7a2e5c"]),
  `<rect width="800" height="500" fill="url(#dusk)"/>
  <circle cx="640" cy="100" r="42" fill="#fdf2c9"/>
  ${Array.from({ length: 26 }, (_, i) => `<circle cx="${(i * 137) % 800}" cy="${((i * 53) % 200) + 10}" r="${1.5 + (i % 3)}" fill="#fff" opacity="0.8"/>`).join("")}
  <g fill="#130d2b">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 100}" y="${260 + ((i * 37) % 90)}" width="92" height="${240 - ((i * 37) % 90)}"/>`).join("")}</g>
  <g fill="#fcd34d" opacity="0.9">${Array.from({ length: 22 }, (_, i) => `<rect x="${20 + ((i * 71) % 760)}" y="${330 + ((i * 29) % 140)}" width="12" height="16"/>`).join("")}</g>
  <path d="M0 300 Q200 360 400 300 T800 300" stroke="#f472b6" stroke-width="3" fill="none" stroke-dasharray="2 18" stroke-linecap="round"/>`,
);

const rain = svg(
  grad("rainsky", ["#9fb3c8", "#d7dee6"]),
  `<rect width="800" height="500" fill="url(#rainsky)"/>
  <path d="M0 360 L120 280 L220 340 L330 250 L460 330 L560 270 L680 330 L800 290 V500 H0Z" fill="#5d6f84"/>
  <path d="M0 420 L160 360 L300 410 L470 350 L640 410 L800 370 V500 H0Z" fill="#3f4e60"/>
  <g transform="translate(400 300)"><path d="M-70 0 A70 70 0 0 1 70 0 Z" fill="#e4572e"/><rect x="-3" y="0" width="6" height="90" fill="#2b2118"/><path d="M-3 90 q0 14 -14 14" stroke="#2b2118" stroke-width="6" fill="none"/></g>
  <g stroke="#ffffff" stroke-width="2" opacity="0.6">${Array.from({ length: 40 }, (_, i) => `<line x1="${(i * 83) % 800}" y1="${(i * 47) % 460}" x2="${((i * 83) % 800) - 8}" y2="${((i * 47) % 460) + 24}"/>`).join("")}</g>`,
);

export const SCENES: Artwork[] = [
  { file: "scene-harbour.webp", width: W, height: H, svg: harbour },
  { file: "scene-tidepool.webp", width: W, height: H, svg: tidepool },
  { file: "scene-glasshouse.webp", width: W, height: H, svg: glasshouse },
  { file: "scene-night.webp", width: W, height: H, svg: night },
  { file: "scene-rain.webp", width: W, height: H, svg: rain },
];
