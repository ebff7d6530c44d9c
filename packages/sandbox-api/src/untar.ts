import { mkdirSync, writeFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

const BLOCK = 512;

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const octal = (header: Buffer, start: number, length: number) =>
  parseInt(text(header, start, length).trim() || '0', 8);

/**
 * Writes the files and folders of a ustar archive (as PGlite's `dumpDataDir('none')` makes them) into `dir`.
 * Only what such an archive holds is supported: regular files and folders, names up to 255 characters. A name
 * that would land outside `dir` is refused.
 */
export function untar(archive: Buffer, dir: string): number {
  const root = normalize(dir);
  let written = 0;
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const prefix = text(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = normalize(join(root, name));
    if (target !== root && !target.startsWith(root + sep))
      throw new Error(`tar entry outside the folder: ${name}`);
    offset += BLOCK;
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(target, archive.subarray(offset, offset + size));
      written += 1;
    } else throw new Error(`unsupported tar entry type ${JSON.stringify(type)} for ${name}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return written;
}
