import { useApi } from '../api-context';
import { useFileUpload } from './upload-file';

/*
 * The reply form's picture upload, apart from `support.ts`: only the case page sends pictures, so the support and
 * account pages that list cases do not carry the byte sniffer.
 */

/**
 * Uploads a picture for a case (upload URL by the case's id, then PUT), with progress; `null` for a case not opened
 * yet: the support upload names its case, so the pictures of a case's first message are uploaded as plain images
 * (the server accepts the author's own images there, and the case's own pictures in its replies). The picture is declared as
 * the type its bytes say, and a refusal by the server is told as such, without a retry (`useFileUpload`).
 */
export function useSupportPictureUpload(caseId: number | null) {
  const api = useApi();
  return useFileUpload((file, options) =>
    caseId === null ? api.uploads.image(file, options) : api.uploads.supportPicture(caseId, file, options),
  );
}
