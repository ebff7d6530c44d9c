import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { UploadRefusedError } from '@adnet/ui';
import { asUploadFailure } from './upload-file';

const t = ((key: string) => key) as unknown as TFunction;
const http = (status: number, extra: Record<string, unknown> = {}) => ({
  status,
  data: null,
  error: 'x',
  ...extra,
});

describe('asUploadFailure', () => {
  it('tells a refusal of the file itself as such, with no retry', () => {
    for (const status of [400, 415, 422]) {
      const failure = asUploadFailure(t, http(status));
      expect(failure).toBeInstanceOf(UploadRefusedError);
      expect((failure as Error).message).toBe('errors.fileRefused');
    }
    expect((asUploadFailure(t, http(413)) as Error).message).toBe('errors.fileTooLarge');
    expect(asUploadFailure(t, http(403))).toBeInstanceOf(UploadRefusedError);
  });

  it('keeps a failed attempt a failed attempt: the field offers to retry it', () => {
    for (const failure of [
      http(500),
      http(503),
      http(429),
      http(401),
      { status: 'FETCH_ERROR', error: 'x' },
      { status: 'TIMEOUT_ERROR', error: 'x' },
      new Error('boom'),
    ]) {
      expect(asUploadFailure(t, failure)).toBe(failure);
    }
  });
});
