import { deflateSync } from "node:zlib";
import { hashedInt } from "./ids";

/*
 * The banner image of an emulated card (`card-banner.png`, referenced by the README the emulator writes):
 * a PNG drawn here, a diagonal gradient between two colours picked from a hash of the repo id, so every
 * card has an image that the app can show without any outside host.
 */

const WIDTH = 960;
const HEIGHT = 200;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An HSL hue to RGB at a fixed saturation and lightness (the banner's two ends). */
function hueToRgb(hue: number, lightness: number): [number, number, number] {
  const s = 0.65;
  const a = s * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The banner of a repo's card, as PNG bytes (the same id always gives the same image). */
export function cardBannerPng(repoId: string): Uint8Array {
  const hue = hashedInt(`banner:${repoId}`, 0, 359);
  const from = hueToRgb(hue, 0.42);
  const to = hueToRgb((hue + 70) % 360, 0.58);
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH) * 0.8 + (y / HEIGHT) * 0.2;
      for (let channel = 0; channel < 3; channel++) {
        rows[row + 1 + x * 3 + channel] = Math.round((from[channel] ?? 0) * (1 - t) + (to[channel] ?? 0) * t);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
