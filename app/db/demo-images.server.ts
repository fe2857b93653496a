import zlib from "node:zlib";

// Small PNG images made in code for the demo clients and reviewers, so the seed needs no binary assets.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([len, typeAndData, crc]);
}

type Rgb = [number, number, number];
type Painter = (x: number, y: number) => Rgb | null;

export function encodePng(width: number, height: number, paint: Painter, background: Rgb = [255, 255, 255]): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y) ?? background;
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(raw)), chunk("IEND", new Uint8Array())]),
  );
}

/** A simple mark: a coloured emblem (cross, ring or diamond) and three bars standing in for a word mark. */
export function logoPng(seed: number, color: Rgb): Uint8Array {
  const w = 200;
  const h = 80;
  const shape = seed % 3;
  return encodePng(w, h, (x, y) => {
    const cx = 40;
    const cy = 40;
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (shape === 0 && ((Math.abs(dx) < 8 && Math.abs(dy) < 26) || (Math.abs(dy) < 8 && Math.abs(dx) < 26))) return color;
    if (shape === 1 && d < 26 && d > 15) return color;
    if (shape === 2 && Math.abs(dx) + Math.abs(dy) < 26) return color;
    if (x > 80 && x < 185 && y > 26 && y < 38) return [51, 65, 85];
    if (x > 80 && x < 150 && y > 44 && y < 52) return [148, 163, 184];
    return null;
  });
}

/** A round avatar in a colour, with a head-and-shoulders silhouette. */
export function avatarPng(color: Rgb): Uint8Array {
  const s = 96;
  return encodePng(s, s, (x, y) => {
    const head = Math.hypot(x - 48, y - 38) < 17;
    const body = Math.hypot(x - 48, y - 92) < 34;
    if (Math.hypot(x - 48, y - 48) > 48) return [255, 255, 255];
    if (head || body) return [255, 255, 255];
    return color;
  });
}
