// Writes the 25 abstract cover images in src/assets/covers (five per category: language, vision, audio,
// data, neural). Deterministic: a seeded generator places the random bits, so a re-run gives the same files.
// Run from packages/ui: `node scripts/generate-covers.mjs`. Every file must stay under 3 KB.
import { mkdirSync, writeFileSync } from "node:fs";

const W = 320;
const H = 180;
const OUT = new URL("../src/assets/covers/", import.meta.url);

/** mulberry32: a small seeded PRNG. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const op = (n) => Math.round(n * 100) / 100;

/** The document: a diagonal gradient background and a soft glow, then the motif. */
function svg(title, [from, to], body, { angle = 0, glow = "#fff" } = {}) {
  const [x1, y1, x2, y2] = [
    ["0", "0", "1", "1"],
    ["1", "0", "0", "1"],
    ["0", "1", "1", "0"],
    ["0", "0", "1", "0"],
  ][angle];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="b" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="l" cx=".75" cy=".2" r=".7"><stop offset="0" stop-color="${glow}" stop-opacity=".22"/>`,
    `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#l)"/>`,
    body,
    "</svg>",
  ].join("");
}

/** Collects drawing fragments under shared attributes: `add(attrs, d)` then `render(tag)`. */
function groups() {
  const byAttrs = new Map();
  return {
    add(attrs, fragment) {
      byAttrs.set(attrs, (byAttrs.get(attrs) ?? "") + fragment);
    },
    /** One `<path>` per attribute set, with the collected path data. */
    paths() {
      return [...byAttrs].map(([attrs, d]) => `<path ${attrs} d="${d}"/>`).join("");
    },
    /** One `<g>` per attribute set, around the collected elements. */
    elements() {
      return [...byAttrs].map(([attrs, body]) => `<g ${attrs}>${body}</g>`).join("");
    },
  };
}

const covers = {};

// ---------------------------------------------------------------- language: text lines, tokens, glyphs
const LANG = ["#312e81", "#6d28d9"];
{
  // 1. generation: lines of text being written, ending at a cursor, with a spark.
  const rnd = random(11);
  let body = '<g fill="#c7d2fe">';
  const widths = [200, 236, 172, 218, 120];
  widths.forEach((w, i) => {
    body += `<rect x="44" y="${40 + i * 22}" width="${i === 4 ? w : r1(w - rnd() * 30)}" height="9" rx="4.5" opacity="${op(0.35 + i * 0.15)}"/>`;
  });
  body += '</g><rect x="172" y="124" width="7" height="17" rx="1.5" fill="#f0abfc"/>';
  body +=
    '<path d="M258 34l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fde68a"/><path d="M282 64l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fde68a" opacity=".7"/>';
  covers["language-1"] = svg("Text generation", LANG, body);
}
{
  // 2. tokens: words as pills, some highlighted as entities.
  const rnd = random(12);
  const tones = ["#f0abfc", "#fde68a", "#67e8f9"];
  let plain = "";
  let marks = "";
  let words = "";
  for (let row = 0; row < 5; row++) {
    let x = 28;
    while (x < 270) {
      const w = Math.round(18 + rnd() * 40);
      const y = 36 + row * 24;
      if (rnd() < 0.18) {
        marks += `<rect x="${x - 4}" y="${y - 5}" width="${w + 8}" height="18" rx="5" fill="${tones[Math.floor(rnd() * 3)]}"/>`;
        words += `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4"/>`;
      } else {
        plain += `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4"/>`;
      }
      x += w + 12;
    }
  }
  const body = `<g fill="#c7d2fe" opacity=".45">${plain}</g><g opacity=".3">${marks}</g><g fill="#fff">${words}</g>`;
  covers["language-2"] = svg("Tokens", ["#1e1b4b", "#4338ca"], body, { angle: 1 });
}
{
  // 3. glyphs: a grid of abstract letterforms.
  const glyphs = [
    "M0 16L8 0l8 16M3 10h10",
    "M2 0v16M2 0h7a4 4 0 010 8H2m0 0h8a4 4 0 010 8H2",
    "M14 3A8 8 0 1014 13",
    "M0 0h16M8 0v16",
    "M0 16V0l16 16V0",
    "M8 0a8 8 0 100 16A8 8 0 108 0",
    "M0 0l8 8-8 8M9 16h7",
    "M0 8h16M8 0v16M2 2l12 12",
  ];
  const rnd = random(13);
  const defs = glyphs.map((d, i) => `<path id="g${i}" d="${d}"/>`).join("");
  const uses = groups();
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 9; col++) {
      const g = Math.floor(rnd() * glyphs.length);
      const o = [0.3, 0.5, 0.75, 0.95][Math.floor(rnd() * 4)];
      const c = rnd() < 0.15 ? "#f0abfc" : "#c7d2fe";
      uses.add(
        `stroke="${c}" opacity="${o}"`,
        `<use href="#g${g}" x="${28 + col * 32}" y="${30 + row * 34}"/>`,
      );
    }
  }
  const body = `<defs>${defs}</defs><g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="2">${uses.elements()}</g>`;
  covers["language-3"] = svg("Glyphs", ["#3b0764", "#4338ca"], body, { angle: 2 });
}
{
  // 4. conversation: two speech bubbles with lines of text.
  const body = [
    '<path d="M36 34h150a12 12 0 0112 12v42a12 12 0 01-12 12H74l-18 16v-16H36a12 12 0 01-12-12V46a12 12 0 0112-12z" fill="#fff" opacity=".14"/>',
    '<g fill="#e0e7ff"><rect x="42" y="52" width="128" height="8" rx="4" opacity=".8"/><rect x="42" y="72" width="96" height="8" rx="4" opacity=".55"/></g>',
    '<path d="M142 92h142a12 12 0 0112 12v36a12 12 0 01-12 12h-16v16l-18-16H142a12 12 0 01-12-12v-36a12 12 0 0112-12z" fill="#c4b5fd" opacity=".3"/>',
    '<g fill="#fff"><rect x="148" y="108" width="120" height="8" rx="4" opacity=".85"/><rect x="148" y="126" width="72" height="8" rx="4" opacity=".6"/></g>',
    '<g fill="#f0abfc"><circle cx="236" cy="130" r="3.5"/><circle cx="248" cy="130" r="3.5" opacity=".7"/><circle cx="260" cy="130" r="3.5" opacity=".4"/></g>',
  ].join("");
  covers["language-4"] = svg("Conversation", ["#4c1d95", "#312e81"], body, { angle: 3 });
}
{
  // 5. embeddings: flowing ribbons with words as dots along them.
  let body = '<g fill="none" stroke-width="2" stroke-linecap="round">';
  const colors = ["#c7d2fe", "#a5b4fc", "#f0abfc", "#ddd6fe", "#818cf8"];
  for (let i = 0; i < 5; i++) {
    const y = 40 + i * 24;
    body += `<path d="M-10 ${y}C80 ${y - 40} 140 ${y + 60} 200 ${y + 10}S290 ${y - 30} 330 ${y + 6}" stroke="${colors[i]}" opacity="${op(0.35 + i * 0.12)}"/>`;
  }
  body += '</g><g fill="#fff">';
  const dots = [
    [60, 42],
    [112, 66],
    [176, 96],
    [226, 78],
    [282, 112],
    [150, 122],
    [250, 142],
  ];
  for (const [x, y] of dots) body += `<circle cx="${x}" cy="${y}" r="4"/>`;
  covers["language-5"] = svg("Embeddings", ["#1e1b4b", "#6d28d9"], `${body}</g>`, { angle: 1 });
}

// ---------------------------------------------------------------- vision: lens, pixels, boxes, depth, scan
const VIS = ["#064e3b", "#0e7490"];
{
  // 1. lens: concentric rings around an aperture.
  const cx = 160;
  const cy = 90;
  let body = '<g fill="none" stroke="#a7f3d0">';
  [78, 64, 50].forEach((r, i) => {
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${2 + i}" opacity="${op(0.25 + i * 0.2)}"/>`;
  });
  body += "</g>";
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + 0.3;
    pts.push(`${r1(cx + 30 * Math.cos(a))} ${r1(cy + 30 * Math.sin(a))}`);
  }
  body += `<path d="M${pts.join("L")}z" fill="#022c22" opacity=".55" stroke="#6ee7b7" stroke-width="2"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="14" fill="#67e8f9" opacity=".8"/><circle cx="${cx - 5}" cy="${cy - 5}" r="4" fill="#fff"/>`;
  covers["vision-1"] = svg("Lens", VIS, body);
}
{
  // 2. pixels: a coarse image of a sun over hills, on a faint pixel grid.
  const cells = groups();
  for (let y = 0; y < 9; y++) {
    for (let x = 0; x < 16; x++) {
      const sun = Math.max(0, 1 - Math.hypot(x - 11, y - 3) / 3.2);
      const hill = y > 5 + Math.sin(x / 2.2) * 1.2 ? 0.35 + ((x * 3 + y) % 4) / 8 : 0;
      if (sun < 0.1 && !hill) continue;
      const [color, v] = sun > hill ? ["#fde68a", sun] : ["#34d399", hill];
      cells.add(
        `fill="${color}" opacity="${Math.ceil(v * 4) / 4}"`,
        `M${x * 20 + 1} ${y * 20 + 1}h18v18h-18z`,
      );
    }
  }
  const body = [
    '<defs><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse">',
    '<rect x="1" y="1" width="18" height="18" rx="3" fill="#a7f3d0" opacity=".1"/></pattern></defs>',
    `<rect width="${W}" height="${H}" fill="url(#p)"/>`,
    cells.paths(),
  ].join("");
  covers["vision-2"] = svg("Pixels", ["#022c22", "#115e59"], body, { angle: 2 });
}
{
  // 3. detection: shapes with bounding boxes and label tabs.
  const body = [
    '<circle cx="92" cy="98" r="34" fill="#67e8f9" opacity=".55"/>',
    '<rect x="176" y="58" width="80" height="64" rx="10" fill="#6ee7b7" opacity=".5"/>',
    '<path d="M150 150l26-40 26 40z" fill="#fde68a" opacity=".6"/>',
    '<g fill="none" stroke-width="2"><rect x="52" y="58" width="80" height="80" rx="3" stroke="#67e8f9"/>',
    '<rect x="168" y="50" width="96" height="80" rx="3" stroke="#6ee7b7"/>',
    '<rect x="144" y="102" width="64" height="54" rx="3" stroke="#fde68a" stroke-dasharray="5 4"/></g>',
    '<rect x="52" y="46" width="34" height="12" rx="2" fill="#67e8f9"/><rect x="168" y="38" width="44" height="12" rx="2" fill="#6ee7b7"/>',
  ].join("");
  covers["vision-3"] = svg("Detection", ["#134e4a", "#0f766e"], body, { angle: 1 });
}
{
  // 4. depth: a perspective floor running to the horizon under a sun.
  let body = '<circle cx="160" cy="84" r="30" fill="#fde68a" opacity=".85"/>';
  body += '<rect x="0" y="84" width="320" height="96" fill="#022c22" opacity=".5"/>';
  body += '<g stroke="#5eead4" stroke-width="1.5" fill="none">';
  for (let i = -8; i <= 8; i++) body += `<path d="M160 84L${160 + i * 40} 180" opacity=".6"/>`;
  for (let i = 1; i <= 6; i++) {
    const y = r1(84 + 96 * (i / 6) ** 2);
    body += `<path d="M0 ${y}H320" opacity="${op(0.2 + i * 0.1)}"/>`;
  }
  covers["vision-4"] = svg("Depth", ["#0e7490", "#064e3b"], `${body}</g>`, { angle: 3 });
}
{
  // 5. viewfinder: an iris in corner brackets with a scan line.
  const body = [
    '<g fill="none" stroke="#a7f3d0" stroke-width="3" stroke-linecap="round">',
    '<path d="M92 40H72v20M228 40h20v20M92 140H72v-20M228 140h20v-20"/></g>',
    '<circle cx="160" cy="90" r="38" fill="#34d399" opacity=".25"/>',
    '<circle cx="160" cy="90" r="38" fill="none" stroke="#6ee7b7" stroke-width="2" stroke-dasharray="3 5"/>',
    '<circle cx="160" cy="90" r="20" fill="#67e8f9" opacity=".7"/><circle cx="160" cy="90" r="9" fill="#022c22"/>',
    '<circle cx="154" cy="84" r="3" fill="#fff"/>',
    '<rect x="60" y="104" width="200" height="3" rx="1.5" fill="#fde68a" opacity=".85"/>',
    '<rect x="60" y="107" width="200" height="16" fill="#fde68a" opacity=".12"/>',
  ].join("");
  covers["vision-5"] = svg("Viewfinder", ["#065f46", "#155e75"], body, { angle: 2 });
}

// ---------------------------------------------------------------- audio: waveforms, sines, spectrogram
const AUD = ["#7c2d12", "#be123c"];
{
  // 1. waveform: mirrored bars.
  const bars = groups();
  for (let i = 0; i < 44; i++) {
    const x = 28 + i * 6;
    const h = Math.round(6 + 54 * Math.abs(Math.sin(i / 3.1) * Math.cos(i / 7.3)) + (i % 3) * 2);
    const o = Math.ceil((0.45 + 0.5 * Math.abs(Math.sin(i / 5))) * 4) / 4;
    bars.add(`opacity="${o}"`, `M${x} ${90 - h / 2}v${h}`);
  }
  const body = `<g stroke="#fed7aa" stroke-width="3.5" stroke-linecap="round">${bars.paths()}</g>`;
  covers["audio-1"] = svg("Waveform", AUD, body);
}
{
  // 2. sines: three overlapping waves.
  let body = '<g fill="none" stroke-width="2.5" stroke-linecap="round">';
  const waves = [
    ["#fdba74", 28, 34, 0],
    ["#fda4af", 18, 52, 1.4],
    ["#fde68a", 38, 70, 2.2],
  ];
  for (const [color, amp, period, phase] of waves) {
    let d = "";
    for (let x = 0; x <= W; x += 8)
      d += `${d ? "L" : "M"}${x} ${r1(90 + amp * Math.sin(x / period + phase))}`;
    body += `<path d="${d}" stroke="${color}" opacity=".85"/>`;
  }
  covers["audio-2"] = svg("Sine waves", ["#881337", "#9a3412"], `${body}</g>`, { angle: 1 });
}
{
  // 3. spectrogram: energy by time and frequency.
  const cells = groups();
  for (let t = 0; t < 20; t++) {
    for (let f = 0; f < 10; f++) {
      // Two formant bands that drift over time, under a syllable-like loudness envelope.
      const band = (centre) => Math.exp(-(((f - centre) / 1.3) ** 2));
      const loud = 0.35 + 0.65 * Math.abs(Math.sin(t / 2.6));
      const v = loud * Math.max(band(2 + Math.sin(t / 3)), 0.8 * band(6 + 1.5 * Math.cos(t / 4)));
      if (v < 0.12) continue;
      const c = v > 0.6 ? "#fde68a" : v > 0.35 ? "#fdba74" : "#fda4af";
      cells.add(
        `stroke="${c}" opacity="${Math.min(1, Math.ceil((v + 0.15) * 4) / 4)}"`,
        `M${20 + t * 14} ${157 - f * 13}h11`,
      );
    }
  }
  const body = `<g stroke-width="11">${cells.paths()}</g>`;
  covers["audio-3"] = svg("Spectrogram", ["#4c0519", "#7c2d12"], body, { angle: 2 });
}
{
  // 4. ripples: sound spreading from a source.
  let body =
    '<circle cx="70" cy="90" r="12" fill="#fde68a"/><g fill="none" stroke="#fdba74" stroke-linecap="round">';
  for (let i = 1; i <= 6; i++) {
    const r = 8 + i * 20;
    const a = 0.75;
    const x1 = r1(70 + r * Math.cos(-a));
    const y1 = r1(90 + r * Math.sin(-a));
    const y2 = r1(90 + r * Math.sin(a));
    body += `<path d="M${x1} ${y1}A${r} ${r} 0 0 1 ${x1} ${y2}" stroke-width="${r1(4 - i * 0.4)}" opacity="${op(1 - i * 0.13)}"/>`;
  }
  covers["audio-4"] = svg("Ripples", ["#9f1239", "#7c2d12"], `${body}</g>`, { angle: 3 });
}
{
  // 5. equaliser: bars with peak caps under a smooth envelope.
  const bars = groups();
  let caps = "";
  let d = "";
  for (let i = 0; i < 16; i++) {
    const h = Math.round(20 + 80 * Math.exp(-(((i - 6) / 4) ** 2)) + 18 * Math.sin(i * 1.7) ** 2);
    const x = 35 + i * 17;
    bars.add(`opacity="${Math.ceil((0.4 + (h / 120) * 0.6) * 4) / 4}"`, `M${x} 150V${150 - h}`);
    caps += `M${x - 5} ${142 - h - 5}h11`;
    d += `${d ? "L" : "M"}${x} ${128 - h - 8}`;
  }
  const body = [
    `<g stroke="#fdba74" stroke-width="11">${bars.paths()}</g>`,
    `<path d="${caps}" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="${d}" fill="none" stroke="#fda4af" stroke-width="2" stroke-linejoin="round"/>`,
  ].join("");
  covers["audio-5"] = svg("Equaliser", ["#7c2d12", "#881337"], body, { angle: 1 });
}

// ---------------------------------------------------------------- data: bars, scatter, table, series, donut
const DAT = ["#0c4a6e", "#1e3a8a"];
{
  // 1. bar chart on an axis.
  let body = '<path d="M36 150H290M36 30v120" stroke="#bae6fd" stroke-width="2" opacity=".5"/>';
  const vals = [46, 72, 58, 96, 84, 110, 66, 100];
  vals.forEach((v, i) => {
    body += `<rect x="${50 + i * 30}" y="${150 - v}" width="20" height="${v}" rx="3" fill="${i === 5 ? "#5eead4" : "#7dd3fc"}" opacity="${i === 5 ? 1 : 0.6}"/>`;
  });
  covers["data-1"] = svg("Bar chart", DAT, body);
}
{
  // 2. scatter plot with a trend line.
  const rnd = random(22);
  let body = '<g fill="#7dd3fc">';
  for (let i = 0; i < 34; i++) {
    const x = 36 + rnd() * 250;
    const y = 150 - (x - 36) * 0.42 - (rnd() - 0.5) * 52;
    body += `<circle cx="${r1(x)}" cy="${r1(Math.min(160, Math.max(22, y)))}" r="${r1(2.5 + rnd() * 3)}" opacity="${op(0.45 + rnd() * 0.5)}"/>`;
  }
  body += '</g><path d="M30 154L292 42" stroke="#5eead4" stroke-width="2.5" stroke-dasharray="6 5"/>';
  covers["data-2"] = svg("Scatter plot", ["#172554", "#0c4a6e"], body, { angle: 1 });
}
{
  // 3. table: header, rows and a highlighted column.
  let body = '<rect x="32" y="28" width="256" height="128" rx="8" fill="#fff" opacity=".08"/>';
  body += '<rect x="32" y="28" width="256" height="22" rx="8" fill="#7dd3fc" opacity=".35"/>';
  body += '<rect x="160" y="28" width="64" height="128" fill="#5eead4" opacity=".14"/>';
  for (let row = 0; row < 5; row++) {
    const y = 34 + row * 24;
    for (let col = 0; col < 4; col++) {
      const w = row === 0 ? 36 : 20 + ((row * 5 + col * 3) % 4) * 8;
      body += `<rect x="${44 + col * 64}" y="${y + (row ? 4 : 0)}" width="${w}" height="7" rx="3.5" fill="${col === 2 ? "#5eead4" : "#e0f2fe"}" opacity="${row ? 0.7 : 1}"/>`;
    }
  }
  body += '<path d="M32 74H288M32 98H288M32 122H288" stroke="#bae6fd" opacity=".2"/>';
  covers["data-3"] = svg("Table", ["#1e3a8a", "#164e63"], body, { angle: 2 });
}
{
  // 4. time series: a line with an area under it.
  let d = "";
  const rnd = random(24);
  let y = 120;
  for (let x = 20; x <= 300; x += 14) {
    y = Math.min(150, Math.max(36, y - 4 + (rnd() - 0.5) * 30));
    d += `${d ? "L" : "M"}${x} ${r1(y)}`;
  }
  const body = [
    '<path d="M20 60H300M20 100H300M20 140H300" stroke="#bae6fd" opacity=".15"/>',
    `<path d="${d}L300 160H20z" fill="#38bdf8" opacity=".25"/>`,
    `<path d="${d}" fill="none" stroke="#7dd3fc" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<circle cx="300" cy="${r1(y)}" r="5" fill="#5eead4"/>`,
  ].join("");
  covers["data-4"] = svg("Time series", ["#0c4a6e", "#172554"], body, { angle: 3 });
}
{
  // 5. donut chart with a legend.
  const parts = [
    [0.38, "#7dd3fc"],
    [0.24, "#5eead4"],
    [0.22, "#93c5fd"],
    [0.16, "#fde68a"],
  ];
  const cx = 108;
  const cy = 90;
  const r = 46;
  const c = 2 * Math.PI * r;
  let offset = 0;
  let body = "";
  for (const [share, color] of parts) {
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="20" stroke-dasharray="${r1(share * c - 3)} ${r1(c)}" stroke-dashoffset="${r1(-offset)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += share * c;
  }
  parts.forEach(([share, color], i) => {
    const y = 56 + i * 22;
    body += `<rect x="190" y="${y}" width="12" height="12" rx="3" fill="${color}"/><rect x="210" y="${y + 2}" width="${r1(40 + share * 120)}" height="8" rx="4" fill="#e0f2fe" opacity=".55"/>`;
  });
  covers["data-5"] = svg("Donut chart", ["#1e3a8a", "#0c4a6e"], body, { angle: 1 });
}

// ---------------------------------------------------------------- neural: layers, clouds, lattices, hubs
const NEU = ["#4a044e", "#3b0764"];
{
  // 1. layered network (4, 6, 6, 3 nodes), fully connected between layers.
  const layers = [4, 6, 6, 3];
  const nodes = layers.map((n, l) =>
    Array.from({ length: n }, (_, i) => [60 + l * 66, Math.round(90 + (i - (n - 1) / 2) * 24)]),
  );
  let d = "";
  for (let l = 0; l < layers.length - 1; l++) {
    for (const [x1, y1] of nodes[l]) for (const [x2, y2] of nodes[l + 1]) d += `M${x1} ${y1}L${x2} ${y2}`;
  }
  // Nodes are zero-length strokes with round caps: a dark ring, then the fill.
  const dots = (layer) => layer.map(([x, y]) => `M${x} ${y}h0`).join("");
  const inner = nodes.slice(0, 3).map(dots).join("");
  const out = dots(nodes[3]);
  const body = [
    `<path d="${d}" stroke="#f5d0fe" stroke-width=".8" opacity=".35"/>`,
    `<g stroke-linecap="round"><path d="${inner}${out}" stroke="#4a044e" stroke-width="17"/>`,
    `<path d="${inner}" stroke="#f0abfc" stroke-width="13"/><path d="${out}" stroke="#fde68a" stroke-width="13"/></g>`,
  ].join("");
  covers["neural-1"] = svg("Layered network", NEU, body);
}
{
  // 2. cloud: nodes linked to their nearest neighbours.
  const rnd = random(32);
  const pts = Array.from({ length: 20 }, () => [r1(30 + rnd() * 260), r1(24 + rnd() * 132)]);
  let d = "";
  pts.forEach(([x, y], i) => {
    const near = pts
      .map((p, j) => [Math.hypot(p[0] - x, p[1] - y), j])
      .filter(([, j]) => j > i)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 2);
    for (const [, j] of near) d += `M${x} ${y}L${pts[j][0]} ${pts[j][1]}`;
  });
  let body = `<path d="${d}" stroke="#d8b4fe" stroke-width="1.2" opacity=".5"/>`;
  pts.forEach(([x, y], i) => {
    body += `<circle cx="${x}" cy="${y}" r="${i % 5 === 0 ? 7 : 4}" fill="${i % 5 === 0 ? "#f0abfc" : "#e9d5ff"}" opacity="${i % 5 === 0 ? 1 : 0.8}"/>`;
  });
  covers["neural-2"] = svg("Node cloud", ["#2e1065", "#701a75"], body, { angle: 1 });
}
{
  // 3. lattice: a hexagonal grid (a repeating tile) with a few active cells.
  const rnd = random(33);
  let active = "";
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 12; col++) {
      if (rnd() < 0.14) active += `M${col * 28 + (row % 2 ? 0 : 14)} ${row * 24}l14 8v16l-14 8-14-8v-16z`;
    }
  }
  const body = [
    '<defs><pattern id="h" width="28" height="48" patternUnits="userSpaceOnUse">',
    '<path d="M0 8L14 0L28 8M0 8V24M28 8V24M0 24L14 32L28 24M14 32V48" fill="none" stroke="#e9d5ff" stroke-width="1.5" opacity=".3"/>',
    "</pattern></defs>",
    `<rect width="${W}" height="${H}" fill="url(#h)"/>`,
    `<path d="${active}" fill="#f0abfc" opacity=".7" stroke="#f5d0fe" stroke-width="1.5"/>`,
  ].join("");
  covers["neural-3"] = svg("Lattice", ["#581c87", "#4a044e"], body, { angle: 2 });
}
{
  // 4. hub: a central node with spokes to two rings.
  const cx = 160;
  const cy = 90;
  let d = "";
  let dots = "";
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI * 2 * i) / 12;
    const [x1, y1] = [r1(cx + 44 * Math.cos(a)), r1(cy + 44 * Math.sin(a))];
    const [x2, y2] = [r1(cx + 76 * Math.cos(a + 0.26)), r1(cy + 76 * Math.sin(a + 0.26) * 0.92)];
    d += `M${cx} ${cy}L${x1} ${y1}L${x2} ${y2}`;
    dots += `<circle cx="${x1}" cy="${y1}" r="5" fill="#f0abfc"/><circle cx="${x2}" cy="${y2}" r="3.5" fill="#c4b5fd"/>`;
  }
  const body = [
    `<circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="#f5d0fe" opacity=".25"/>`,
    `<path d="${d}" stroke="#e9d5ff" stroke-width="1.2" fill="none" opacity=".55"/>`,
    dots,
    `<circle cx="${cx}" cy="${cy}" r="13" fill="#fde68a"/>`,
  ].join("");
  covers["neural-4"] = svg("Hub", ["#3b0764", "#701a75"], body, { angle: 3 });
}
{
  // 5. circuit: orthogonal traces ending in vias.
  const traces = [
    "M20 40H96V72H150",
    "M20 100H70V132H132",
    "M300 30H236V64H190",
    "M300 150H250V112H200",
    "M160 20V60",
    "M120 170V134",
    "M210 170V150H260",
    "M96 20V40",
  ];
  const ends = [
    [150, 72],
    [132, 132],
    [190, 64],
    [200, 112],
    [160, 60],
    [120, 134],
    [260, 150],
    [70, 100],
  ];
  let body = `<path d="${traces.join("")}" fill="none" stroke="#e9d5ff" stroke-width="2" opacity=".6"/>`;
  body += '<rect x="136" y="66" width="72" height="52" rx="8" fill="#f0abfc" opacity=".3"/>';
  body += '<rect x="150" y="78" width="44" height="28" rx="4" fill="#f0abfc"/>';
  for (const [x, y] of ends) body += `<circle cx="${x}" cy="${y}" r="4" fill="#fde68a"/>`;
  covers["neural-5"] = svg("Circuit", ["#4a044e", "#1e1b4b"], body, { angle: 1 });
}

mkdirSync(OUT, { recursive: true });
const tooBig = [];
for (const [name, text] of Object.entries(covers)) {
  const bytes = Buffer.byteLength(text);
  if (bytes >= 3072) tooBig.push(name);
  writeFileSync(new URL(`${name}.svg`, OUT), `${text}\n`);
  console.log(`${name}.svg ${bytes} B`);
}
if (tooBig.length > 0) throw new Error(`Keep covers under 3 KB: ${tooBig.join(", ")}`);
