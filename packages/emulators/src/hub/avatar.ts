import { createHash } from "node:crypto";

/** Up to two initials: one per word (`meta-llama` → `ML`), or per capital (`HuggingFaceH4` → `HF`). */
export function initials(name: string): string {
  const words = name.split(/[-_.\s]+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? words.map((w) => w[0] ?? "")
      : (name.match(/[A-Z]/g) ?? []).length >= 2
        ? (name.match(/[A-Z]/g) ?? [])
        : [name[0] ?? "?"];
  return letters.slice(0, 2).join("").toUpperCase();
}

/** HSL (s, l in 0..1) to `#rrggbb`. */
function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A background colour picked from a hash of the name (mid lightness, so white text stays legible). */
export function avatarColor(name: string): string {
  const hue = Number.parseInt(createHash("sha1").update(name).digest("hex").slice(0, 4), 16) % 360;
  return hslToHex(hue, 0.55, 0.4);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A 128×128 SVG avatar: the name's initials on a colour derived from the name. Deterministic. */
export function avatarSvg(name: string): string {
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="128" height="128" rx="24" fill="${avatarColor(name)}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="52" font-weight="600">${escapeXml(initials(name))}</text>`,
    "</svg>",
  ].join("");
}
