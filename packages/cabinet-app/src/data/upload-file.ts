import type { TFunction } from 'i18next';
import { isHttpError } from '@adnet/api-client';
import { sniffFile, UploadRefusedError } from '@adnet/ui';
import { describeError } from './errors';

/*
 * What the two upload hooks share (an ad's media: campaign-editor.ts; a case's pictures: support-upload.ts). Its own
 * module, so only the pages that upload carry the byte sniffer.
 */

/**
 * The file as the type its bytes say. The field has already checked it by its bytes (a PNG named `clip.mp4` is a
 * PNG); the browser's guess from the name would be declared otherwise, and the server refuses a mismatch.
 */
export async function asItsBytesSay(picked: File): Promise<File> {
  const type = await sniffFile(picked);
  return type && type !== picked.type ? new File([picked], picked.name, { type }) : picked;
}

/**
 * A failed upload as the field should tell it. The server refusing the file itself (any 4xx but 429 and a 401 the
 * client could not refresh) is an {@link UploadRefusedError} in the user's words: the same file would be refused
 * again, so the field offers no retry, only another file. Anything else (no connection, a timeout, a 5xx, too many
 * attempts) is a failed attempt, which the field tells as such and offers to retry.
 */
export function asUploadFailure(t: TFunction, error: unknown): unknown {
  if (!isHttpError(error) || error.status < 400 || error.status >= 500) return error;
  if (error.status === 429 || error.status === 401) return error;
  if (error.status === 413) return new UploadRefusedError(t('errors.fileTooLarge'));
  if (error.status === 400 || error.status === 415 || error.status === 422)
    return new UploadRefusedError(t('errors.fileRefused'));
  return new UploadRefusedError(describeError(t, error));
}
