/**
 * What an uploaded file really is, from its first bytes. The declared content type must match the bytes, so a
 * script renamed `.png` (or sent as `image/png`) is refused rather than stored and served back.
 */

/** Upload limits per kind (designed): images 5 MB, videos 50 MB. */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
  video: { maxBytes: 50 * 1024 * 1024, types: ['video/mp4', 'video/webm'] },
  support: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
} as const;
export type UploadKindKey = keyof typeof UPLOAD_LIMITS;

/** How long an upload URL stays usable. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The media type the bytes are, or null when they are none of the accepted ones. */
export function sniffMedia(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

/**
 * Why the bytes must never be stored, whatever was declared: executables (Windows MZ, ELF, Mach-O, Java
 * classes), scripts (`#!`), and markup that a browser would run (SVG, HTML, XML).
 */
export function refusedContent(bytes: Buffer): string | null {
  if (startsWith(bytes, ascii('MZ'))) return 'a Windows executable';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'an ELF executable';
  for (const magic of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
  ])
    if (startsWith(bytes, magic)) return 'a Mach-O executable';
  if (startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])) return 'a Mach-O or Java executable';
  if (startsWith(bytes, ascii('#!'))) return 'a script';
  // Markup may start after a byte-order mark and white space.
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml') || head.includes('<svg'))
    return 'an SVG or XML document';
  if (head.startsWith('<!doctype') || head.startsWith('<html') || head.startsWith('<script'))
    return 'an HTML document';
  return null;
}
