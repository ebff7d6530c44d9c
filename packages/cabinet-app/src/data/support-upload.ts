import { useTranslation } from 'react-i18next';
import { useApi } from '../api-context';
import { asItsBytesSay, asUploadFailure } from './upload-file';

/*
 * The reply form's picture upload, apart from `support.ts`: only the case page sends pictures, so the support and
 * account pages that list cases do not carry the byte sniffer.
 */

/**
 * Uploads a picture for a case (upload URL by the case's id, then PUT), with progress; `null` for a case not opened
 * yet: the support upload names its case, so the pictures of a case's first message are uploaded as plain images
 * (the server accepts the author's own images there, and the case's own pictures in its replies). The picture is declared as
 * the type its bytes say, and a refusal by the server is told as such, without a retry (`upload-file.ts`).
 */
export function useSupportPictureUpload(caseId: number | null) {
  const api = useApi();
  const { t } = useTranslation();
  return async (
    picked: File,
    context: { signal: AbortSignal; onProgress: (ratio: number) => void },
  ): Promise<{ cloudId: string; url: string }> => {
    const file = await asItsBytesSay(picked);
    try {
      const options = {
        signal: context.signal,
        onProgress: (p: { loaded: number; total: number }) =>
          context.onProgress(p.total > 0 ? p.loaded / p.total : 0),
      };
      const stored =
        caseId === null
          ? await api.uploads.image(file, options)
          : await api.uploads.supportPicture(caseId, file, options);
      return { cloudId: stored.cloudId, url: stored.downloadUrl };
    } catch (error) {
      throw asUploadFailure(t, error);
    }
  };
}
