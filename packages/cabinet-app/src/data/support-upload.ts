import { sniffFile } from '@adnet/ui';
import { useApi } from '../api-context';

/*
 * The reply form's picture upload, apart from `support.ts`: only the case page sends pictures, so the support and
 * account pages that list cases do not carry the byte sniffer.
 */

/**
 * Uploads a picture for a case (upload URL by the case's id, then PUT), with progress. The field has already checked
 * the picture by its bytes (a PNG named `clip.mp4` is a PNG): it is declared as the type its bytes say, not as the
 * browser's guess from the name, which the server would refuse as a mismatch (and the field would show as a failed
 * connection with a retry that fails again).
 */
export function useSupportPictureUpload(caseId: number) {
  const api = useApi();
  return async (
    picked: File,
    context: { signal: AbortSignal; onProgress: (ratio: number) => void },
  ): Promise<{ cloudId: string; url: string }> => {
    const type = await sniffFile(picked);
    const file = type && type !== picked.type ? new File([picked], picked.name, { type }) : picked;
    const stored = await api.uploads.supportPicture(caseId, file, {
      signal: context.signal,
      onProgress: (p) => context.onProgress(p.total > 0 ? p.loaded / p.total : 0),
    });
    return { cloudId: stored.cloudId, url: stored.downloadUrl };
  };
}
