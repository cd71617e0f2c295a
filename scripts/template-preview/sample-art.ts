/**
 * Hand-drawn SVG artwork for the sample portfolio (a fictional person): a flat illustrated
 * portrait and three project mock-ups. make-sample-images.ts renders them to WebP in public/sample/.
 */
export type Artwork = { file: string; width: number; height: number; svg: string };

const portrait = `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fde68a"/><stop offset="0.55" stop-color="#fdba74"/><stop offset="1" stop-color="#f472b6"/>
    </linearGradient>
    <linearGradient id="top" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#115e59"/>
    </linearGradient>
    <clipPath id="frame"><rect width="640" height="640"/></clipPath>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="640" height="640" fill="url(#bg)"/>
    <circle cx="520" cy="120" r="70" fill="#fff7ed" opacity="0.55"/>
    <path d="M0 470 C 120 430 200 500 320 470 S 540 420 640 460 L640 640 L0 640Z" fill="#fb923c" opacity="0.35"/>
    <!-- hair, back -->
    <circle cx="320" cy="235" r="150" fill="#1f1308"/>
    <circle cx="205" cy="190" r="70" fill="#1f1308"/>
    <circle cx="435" cy="190" r="70" fill="#1f1308"/>
    <circle cx="245" cy="120" r="70" fill="#1f1308"/>
    <circle cx="395" cy="120" r="70" fill="#1f1308"/>
    <circle cx="320" cy="95" r="75" fill="#1f1308"/>
    <!-- neck and shoulders -->
    <path d="M280 360 h80 v70 a40 40 0 0 1 -80 0z" fill="#7c4a2d"/>
    <path d="M120 640 C 130 500 210 440 320 440 C 430 440 510 500 520 640Z" fill="url(#top)"/>
    <path d="M262 430 C 280 470 360 470 378 430 C 360 420 280 420 262 430Z" fill="#14b8a6"/>
    <!-- face -->
    <ellipse cx="320" cy="275" rx="98" ry="118" fill="#8d5634"/>
    <ellipse cx="222" cy="285" rx="18" ry="26" fill="#7c4a2d"/>
    <ellipse cx="418" cy="285" rx="18" ry="26" fill="#7c4a2d"/>
    <circle cx="222" cy="322" r="9" fill="#facc15"/>
    <circle cx="418" cy="322" r="9" fill="#facc15"/>
    <!-- hair fringe -->
    <path d="M222 230 C 230 150 300 130 340 150 C 380 130 420 170 418 230 C 390 190 350 175 320 190 C 290 175 250 190 222 230Z" fill="#1f1308"/>
    <!-- glasses -->
    <g fill="none" stroke="#111827" stroke-width="7">
      <rect x="248" y="262" width="58" height="44" rx="16"/>
      <rect x="334" y="262" width="58" height="44" rx="16"/>
      <path d="M306 280 q14 -10 28 0"/>
    </g>
    <circle cx="277" cy="285" r="6" fill="#1f1308"/>
    <circle cx="363" cy="285" r="6" fill="#1f1308"/>
    <!-- nose, smile, cheeks -->
    <path d="M320 300 q-10 26 4 30" fill="none" stroke="#6b3b22" stroke-width="5" stroke-linecap="round"/>
    <path d="M288 348 q32 26 64 0" fill="none" stroke="#3b1d10" stroke-width="7" stroke-linecap="round"/>
    <ellipse cx="260" cy="330" rx="18" ry="10" fill="#f472b6" opacity="0.35"/>
    <ellipse cx="380" cy="330" rx="18" ry="10" fill="#f472b6" opacity="0.35"/>
    <!-- pencil tucked in hair -->
    <g transform="rotate(-35 430 140)">
      <rect x="380" y="130" width="110" height="18" rx="3" fill="#facc15"/>
      <rect x="380" y="130" width="18" height="18" fill="#f9a8d4"/>
      <path d="M490 130 l24 9 l-24 9z" fill="#fde68a"/>
      <path d="M506 136 l8 3 l-8 3z" fill="#1f2937"/>
    </g>
  </g>
</svg>`;

const phone = (x: number, y: number, accent: string, body: string) => `
  <g transform="translate(${x} ${y})">
    <rect width="210" height="420" rx="32" fill="#0b1220"/>
    <rect x="10" y="10" width="190" height="400" rx="24" fill="#f8fafc"/>
    <rect x="80" y="20" width="50" height="8" rx="4" fill="#0b1220"/>
    ${body.replaceAll("ACCENT", accent)}
  </g>`;

const harbor = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs>
    <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient>
    <linearGradient id="card" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#06b6d4"/><stop offset="1" stop-color="#6366f1"/>
    </linearGradient>
  </defs>
  <rect width="800" height="500" fill="url(#sea)"/>
  <path d="M0 380 C 150 340 250 420 400 380 S 650 330 800 370 L800 500 L0 500Z" fill="#0ea5e9" opacity="0.25"/>
  <path d="M0 420 C 170 390 260 460 420 420 S 660 380 800 410 L800 500 L0 500Z" fill="#38bdf8" opacity="0.2"/>
  <text x="56" y="96" font-family="Liberation Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">Harbor</text>
  <text x="56" y="130" font-family="Liberation Sans, Arial, sans-serif" font-size="18" fill="#bae6fd">Everyday banking, redesigned</text>
  <g font-family="Liberation Sans, Arial, sans-serif">
  ${phone(
    330,
    40,
    "#0ea5e9",
    `<text x="28" y="64" font-size="13" fill="#64748b">Total balance</text>
     <text x="28" y="96" font-size="28" font-weight="700" fill="#0f172a">€4,280.50</text>
     <rect x="24" y="116" width="162" height="96" rx="14" fill="url(#card)"/>
     <text x="40" y="150" font-size="12" fill="#e0f2fe">Harbor Debit</text>
     <text x="40" y="194" font-size="14" fill="#ffffff" letter-spacing="2">•••• 4821</text>
     <text x="28" y="244" font-size="13" font-weight="700" fill="#0f172a">Spending this week</text>
     <g fill="ACCENT">
       <rect x="30" y="300" width="16" height="40" rx="4"/><rect x="56" y="280" width="16" height="60" rx="4"/>
       <rect x="82" y="310" width="16" height="30" rx="4"/><rect x="108" y="262" width="16" height="78" rx="4" fill="#6366f1"/>
       <rect x="134" y="290" width="16" height="50" rx="4"/><rect x="160" y="270" width="16" height="70" rx="4"/>
     </g>
     <rect x="24" y="356" width="162" height="38" rx="19" fill="#0f172a"/>
     <text x="105" y="380" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">Send money</text>`,
  )}
  ${phone(
    560,
    80,
    "#22c55e",
    `<text x="28" y="64" font-size="16" font-weight="700" fill="#0f172a">Transfer</text>
     <circle cx="52" cy="108" r="22" fill="#fde68a"/><circle cx="105" cy="108" r="22" fill="#bbf7d0"/><circle cx="158" cy="108" r="22" fill="#fbcfe8"/>
     <text x="28" y="172" font-size="12" fill="#64748b">Amount</text>
     <text x="28" y="210" font-size="34" font-weight="700" fill="#0f172a">€120</text>
     <rect x="28" y="226" width="154" height="3" fill="#e2e8f0"/>
     <g fill="#e2e8f0"><rect x="28" y="252" width="44" height="36" rx="8"/><rect x="83" y="252" width="44" height="36" rx="8"/><rect x="138" y="252" width="44" height="36" rx="8"/>
     <rect x="28" y="296" width="44" height="36" rx="8"/><rect x="83" y="296" width="44" height="36" rx="8"/><rect x="138" y="296" width="44" height="36" rx="8"/></g>
     <rect x="24" y="350" width="162" height="40" rx="20" fill="ACCENT"/>
     <text x="105" y="375" font-size="14" font-weight="700" fill="#052e16" text-anchor="middle">Confirm</text>`,
  )}
  </g>
</svg>`;

const tidepool = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="#f5f3ff"/>
  <g stroke="#ddd6fe" stroke-width="1">
    ${Array.from({ length: 20 }, (_, i) => `<path d="M${i * 40} 0V500"/>`).join("")}
    ${Array.from({ length: 13 }, (_, i) => `<path d="M0 ${i * 40}H800"/>`).join("")}
  </g>
  <g font-family="Liberation Sans, Arial, sans-serif">
    <rect x="40" y="40" width="330" height="190" rx="18" fill="#ffffff" stroke="#e9d5ff"/>
    <text x="64" y="82" font-size="14" font-weight="700" fill="#6d28d9">BUTTONS</text>
    <rect x="64" y="104" width="130" height="44" rx="10" fill="#6d28d9"/><text x="129" y="132" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">Primary</text>
    <rect x="208" y="104" width="130" height="44" rx="10" fill="#fff" stroke="#6d28d9" stroke-width="2"/><text x="273" y="132" font-size="15" font-weight="700" fill="#6d28d9" text-anchor="middle">Secondary</text>
    <rect x="64" y="164" width="60" height="32" rx="16" fill="#22c55e"/><circle cx="108" cy="180" r="12" fill="#fff"/>
    <rect x="140" y="164" width="60" height="32" rx="16" fill="#cbd5e1"/><circle cx="156" cy="180" r="12" fill="#fff"/>
    <rect x="220" y="166" width="28" height="28" rx="6" fill="#6d28d9"/><path d="M226 180 l6 6 l11 -12" stroke="#fff" stroke-width="3" fill="none"/>
    <rect x="262" y="166" width="28" height="28" rx="6" fill="#fff" stroke="#94a3b8" stroke-width="2"/>

    <rect x="400" y="40" width="360" height="190" rx="18" fill="#ffffff" stroke="#e9d5ff"/>
    <text x="424" y="82" font-size="14" font-weight="700" fill="#6d28d9">COLOUR</text>
    <g>
      <rect x="424" y="100" width="56" height="56" rx="12" fill="#2e1065"/><rect x="490" y="100" width="56" height="56" rx="12" fill="#6d28d9"/>
      <rect x="556" y="100" width="56" height="56" rx="12" fill="#a78bfa"/><rect x="622" y="100" width="56" height="56" rx="12" fill="#ddd6fe"/>
      <rect x="688" y="100" width="48" height="56" rx="12" fill="#f0abfc"/>
    </g>
    <text x="424" y="190" font-size="13" fill="#475569">tide-900  tide-600  tide-400  tide-200  coral</text>
    <text x="424" y="212" font-size="12" fill="#64748b">Contrast checked · AA / AAA</text>

    <rect x="40" y="260" width="330" height="200" rx="18" fill="#ffffff" stroke="#e9d5ff"/>
    <text x="64" y="302" font-size="14" font-weight="700" fill="#6d28d9">INPUTS</text>
    <text x="64" y="330" font-size="13" fill="#334155">Email address</text>
    <rect x="64" y="340" width="282" height="42" rx="10" fill="#fff" stroke="#6d28d9" stroke-width="2"/>
    <text x="78" y="367" font-size="14" fill="#0f172a">nadia@tidepool.example</text>
    <rect x="64" y="398" width="282" height="42" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>
    <text x="78" y="425" font-size="14" fill="#94a3b8">Search components…</text>

    <rect x="400" y="260" width="360" height="200" rx="18" fill="#2e1065"/>
    <text x="428" y="360" font-family="Liberation Serif, Georgia, serif" font-size="96" fill="#ffffff">Aa</text>
    <text x="560" y="318" font-size="22" font-weight="700" fill="#ffffff">Tidepool</text>
    <text x="560" y="346" font-size="14" fill="#ddd6fe">Design system v3.2</text>
    <text x="560" y="380" font-size="13" fill="#c4b5fd">60+ components</text>
    <text x="560" y="402" font-size="13" fill="#c4b5fd">Themes · Tokens · Docs</text>
  </g>
</svg>`;

const leaf = (x: number, y: number, r: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M0 0 C 20 -40 60 -50 80 -40 C 70 -10 40 10 0 0Z" fill="${fill}"/>`;

const plant = (x: number, y: number, pot: string) => `
  <g transform="translate(${x} ${y})">
    ${leaf(60, 70, -60, 1.1, "#15803d")}${leaf(60, 70, -120, 1.1, "#166534")}${leaf(60, 80, -20, 0.9, "#22c55e")}
    ${leaf(60, 80, -160, 0.9, "#4ade80")}${leaf(60, 60, -90, 1, "#16a34a")}
    <path d="M25 80 h70 l-10 60 h-50z" fill="${pot}"/><rect x="20" y="74" width="80" height="14" rx="4" fill="${pot}"/>
  </g>`;

const fernhouse = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="#fefce8"/>
  <rect x="30" y="28" width="740" height="444" rx="16" fill="#ffffff" stroke="#d9f99d" stroke-width="2"/>
  <g font-family="Liberation Sans, Arial, sans-serif">
    <circle cx="60" cy="58" r="6" fill="#fca5a5"/><circle cx="80" cy="58" r="6" fill="#fde68a"/><circle cx="100" cy="58" r="6" fill="#bbf7d0"/>
    <text x="64" y="120" font-family="Liberation Serif, Georgia, serif" font-size="30" font-style="italic" fill="#14532d">Fernhouse</text>
    <text x="430" y="118" font-size="14" fill="#3f6212" xml:space="preserve">Plants     Care guides     Subscriptions     Cart (2)</text>
    <rect x="64" y="150" width="320" height="200" rx="18" fill="#ecfccb"/>
    <text x="92" y="206" font-family="Liberation Serif, Georgia, serif" font-size="34" fill="#14532d">Bring the</text>
    <text x="92" y="246" font-family="Liberation Serif, Georgia, serif" font-size="34" font-style="italic" fill="#14532d">outside in.</text>
    <text x="92" y="280" font-size="14" fill="#3f6212">Delivered in Lisbon.</text>
    <rect x="92" y="298" width="130" height="38" rx="19" fill="#14532d"/><text x="157" y="322" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">Shop plants</text>
    ${plant(272, 190, "#c2410c")}
    <g>
      <rect x="410" y="150" width="160" height="200" rx="16" fill="#fff7ed"/>${plant(430, 160, "#ea580c")}
      <text x="426" y="326" font-size="14" font-weight="700" fill="#1c1917">Monstera</text><text x="426" y="342" font-size="12" fill="#57534e">€28</text>
      <rect x="590" y="150" width="160" height="200" rx="16" fill="#f0fdf4"/>${plant(610, 160, "#a16207")}
      <text x="606" y="326" font-size="14" font-weight="700" fill="#1c1917">Fiddle leaf</text><text x="606" y="342" font-size="12" fill="#57534e">€35</text>
    </g>
    <rect x="64" y="378" width="686" height="70" rx="14" fill="#14532d"/>
    <text x="92" y="420" font-size="16" font-weight="700" fill="#ecfccb">Monthly plant box</text>
    <text x="290" y="420" font-size="14" fill="#d9f99d">A new plant and care card every month — pause any time.</text>
  </g>
</svg>`;

export const ARTWORKS: Artwork[] = [
  { file: "profile.webp", width: 640, height: 640, svg: portrait },
  { file: "project-harbor.webp", width: 800, height: 500, svg: harbor },
  { file: "project-tidepool.webp", width: 800, height: 500, svg: tidepool },
  { file: "project-fernhouse.webp", width: 800, height: 500, svg: fernhouse },
];
