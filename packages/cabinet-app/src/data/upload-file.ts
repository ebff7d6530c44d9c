import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/** How an upload call reports: abortable, with the bytes sent so far. */
type SendOptions = { signal: AbortSignal; onProgress: (p: { loaded: number; total: number }) => void };

/**
 * An upload field's `upload`: the picked file declared as the type its bytes say, sent by `send` with its progress
 * as a ratio, resolving with the cloud id and its URL; a refusal by the server is told as such, without a retry.
 */
export function useFileUpload(
  send: (file: File, options: SendOptions) => Promise<{ cloudId: string; downloadUrl: string }>,
) {
  const { t } = useTranslation();
  return async (
    picked: File,
    context: { signal: AbortSignal; onProgress: (ratio: number) => void },
  ): Promise<{ cloudId: string; url: string }> => {
    const file = await asItsBytesSay(picked);
    try {
      const stored = await send(file, {
        signal: context.signal,
        onProgress: (p) => context.onProgress(p.total > 0 ? p.loaded / p.total : 0),
      });
      return { cloudId: stored.cloudId, url: stored.downloadUrl };
    } catch (error) {
      throw asUploadFailure(t, error);
    }
  };
}
