import type { StoredAsset } from '../domain';
import type { Transport } from '../transport/transport';
import { noRetry } from '../transport/transport';
import { putFile, type UploadOptions } from '../upload';
import type { UploadUrlRequestWire, UploadUrlWire } from '../wire';

/** A file to upload: a `File` (its name is sent) or any `Blob`. */
export type UploadFile = Blob & { name?: string };

/**
 * Uploads (spec section 7): first get an upload URL (never retried: each call mints a key), then PUT the file
 * with its content type. Resolves with the stored asset: its cloud id (`unique_key`) and download URL.
 */
export function uploadsArea(t: Transport) {
  const upload = async (path: string, file: UploadFile, o: UploadOptions = {}): Promise<StoredAsset> => {
    const contentType = file.type || 'application/octet-stream';
    const body: UploadUrlRequestWire = { fileName: file.name ?? 'file', contentType, size: file.size };
    const target = await t.request<UploadUrlWire>({
      method: 'POST',
      path,
      body,
      signal: o.signal,
      quiet: o.quiet,
      ...noRetry,
    });
    await putFile(t, t.url(target.uploadUrl), file, contentType, o);
    return { cloudId: target.unique_key, downloadUrl: target.downloadUrl };
  };
  return {
    /** Uploads an ad image or icon. */
    image: (file: UploadFile, o?: UploadOptions) => upload('/api/upload/image', file, o),
    /** Uploads an ad video (the server transcodes it later; see `Ad.transcoded`). */
    video: (file: UploadFile, o?: UploadOptions) => upload('/api/upload/video', file, o),
    /** Uploads a picture for a support case. */
    supportPicture: (supportId: number, file: UploadFile, o?: UploadOptions) =>
      upload(`/api/upload/support/${supportId}/picture`, file, o),
  };
}
