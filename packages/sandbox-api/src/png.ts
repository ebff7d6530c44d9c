import { crc32, deflateSync } from 'node:zlib';
import { hash32 } from './prng';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of an RGB picture (`rgb`: width x height x 3 bytes, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    row.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), 1);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG made from a key: a diagonal gradient between two colours of the key's hash. The tests' stand-in for
 * an uploaded picture (the seeded ones are `creatives.ts`).
 */
export function placeholderPng(key: string, width: number, height: number): Buffer {
  const h = hash32(key);
  const a = [(h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff];
  const b = [255 - a[0]!, (a[1]! + 96) & 0xff, (a[2]! + 160) & 0xff];
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = Math.round(a[c]! * (1 - t) + b[c]! * t);
    }
  return encodePng(width, height, rgb);
}
