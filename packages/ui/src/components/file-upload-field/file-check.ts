/**
 * Client-side checks of a picked file, framework-free. The type comes from the file's first bytes, never from its
 * name or the browser's guess (`file.type` follows the extension, so `virus.exe` renamed `cat.png` says
 * image/png). The server checks again; these checks only spare the user an upload that would be refused.
 */

/** Media types the sniffer recognises. */
export const sniffableTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
] as const;
export type SniffableType = (typeof sniffableTypes)[number];

/** Bytes of the head of a file that the sniffer needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The media type of a file from its first bytes (at least {@link SNIFF_BYTES}), or null when unknown.
 * Signatures: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF `GIF87a`/`GIF89a`, WebP `RIFF....WEBP`,
 * ISO media `....ftyp` (brand `qt  ` is QuickTime, the rest MP4), WebM `1A 45 DF A3` with doctype `webm`,
 * PDF `%PDF-`, SVG text starting with `<svg` or an XML prolog.
 */
export function sniffType(bytes: Uint8Array): SniffableType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp') return ascii(bytes, 8, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, bytes.length).includes('webm')) {
    return 'video/webm';
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  const text = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  return null;
}

/** Reads the head of a file and sniffs it. */
export async function sniffFile(file: Blob): Promise<SniffableType | null> {
  return sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}

/** Limits of a picture, in pixels. */
export interface ImageRules {
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Width must equal height (icons). */
  square?: boolean;
}

/** Limits of a video, in seconds. */
export interface VideoRules {
  maxDuration?: number;
  minDuration?: number;
}

/** What a field accepts. */
export interface FileRules {
  /** Accepted media types, by content. */
  accept: readonly SniffableType[];
  /** Largest accepted size in bytes. */
  maxBytes?: number;
  image?: ImageRules;
  video?: VideoRules;
}

/** What the browser can tell about a media file. */
export interface MediaFacts {
  width?: number;
  height?: number;
  /** Seconds. */
  duration?: number;
}

/** Why a file was refused. */
export type FileProblem =
  | { reason: 'type'; actual: SniffableType | null }
  | { reason: 'size'; size: number; maxBytes: number }
  | { reason: 'dimensions'; width: number; height: number }
  | { reason: 'duration'; duration: number }
  | { reason: 'unreadable' };

/** The outcome of {@link checkFile}. */
export type FileCheck = ({ ok: true; type: SniffableType } & MediaFacts) | ({ ok: false } & FileProblem);

/** Measures a picture or video; injected so that tests (and non-browser hosts) can do without decoders. */
export type MeasureMedia = (file: Blob, type: SniffableType) => Promise<MediaFacts>;

/** Decodes the picture (`createImageBitmap`) or reads the video's metadata through a detached `<video>`. */
export const measureInBrowser: MeasureMedia = async (file, type) => {
  if (type.startsWith('image/') && type !== 'image/svg+xml') {
    const bitmap = await createImageBitmap(file);
    const facts = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return facts;
  }
  if (type.startsWith('video/')) {
    const url = URL.createObjectURL(file);
    try {
      return await new Promise<MediaFacts>((resolve, reject) => {
        const video = document.createElement('video');
        video.preload = 'metadata';
        video.muted = true;
        video.onloadedmetadata = () =>
          resolve({ width: video.videoWidth, height: video.videoHeight, duration: video.duration });
        video.onerror = () => reject(new Error('unreadable video'));
        video.src = url;
      });
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  return {};
};

function imageProblem(facts: MediaFacts, rules: ImageRules | undefined): boolean {
  const { width, height } = facts;
  if (!rules || width === undefined || height === undefined) return false;
  return (
    (rules.minWidth !== undefined && width < rules.minWidth) ||
    (rules.minHeight !== undefined && height < rules.minHeight) ||
    (rules.maxWidth !== undefined && width > rules.maxWidth) ||
    (rules.maxHeight !== undefined && height > rules.maxHeight) ||
    (rules.square === true && width !== height)
  );
}

/**
 * Checks a file against the rules: type by magic bytes, then size, then (when the browser can tell) dimensions
 * or duration. Cheap checks first, so a 2 GB file of the wrong type is refused before anything is decoded.
 */
export async function checkFile(
  file: Blob,
  rules: FileRules,
  measure: MeasureMedia = measureInBrowser,
): Promise<FileCheck> {
  let type: SniffableType | null;
  try {
    type = await sniffFile(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!type || !rules.accept.includes(type)) return { ok: false, reason: 'type', actual: type };
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return { ok: false, reason: 'size', size: file.size, maxBytes: rules.maxBytes };
  }
  const needsMeasure =
    (type.startsWith('image/') && rules.image) || (type.startsWith('video/') && rules.video);
  let facts: MediaFacts = {};
  if (needsMeasure) {
    try {
      facts = await measure(file, type);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }
  if (type.startsWith('image/') && imageProblem(facts, rules.image)) {
    return { ok: false, reason: 'dimensions', width: facts.width ?? 0, height: facts.height ?? 0 };
  }
  const duration = facts.duration;
  const video = rules.video;
  if (
    video &&
    duration !== undefined &&
    Number.isFinite(duration) &&
    ((video.maxDuration !== undefined && duration > video.maxDuration) ||
      (video.minDuration !== undefined && duration < video.minDuration))
  ) {
    return { ok: false, reason: 'duration', duration };
  }
  return { ok: true, type, ...facts };
}
