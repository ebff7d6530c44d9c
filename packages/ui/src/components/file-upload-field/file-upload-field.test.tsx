import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadField, type UploadContext, type UploadItem } from './file-upload-field';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('FileUploadField', () => {
  it('goes LOADING -> LOADED with progress, then ERROR -> retry -> LOADED', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const calls: {
      resolve: (v: { cloudId: string; url?: string }) => void;
      reject: (e: unknown) => void;
      ctx: UploadContext;
    }[] = [];
    const upload = vi.fn(
      (_file: File, ctx: UploadContext) =>
        new Promise<{ cloudId: string; url?: string }>((resolve, reject) =>
          calls.push({ resolve, reject, ctx }),
        ),
    );
    const onChange = vi.fn<(items: readonly UploadItem[]) => void>();
    render(
      <FileUploadField
        label="Icon"
        accept={['image/png']}
        image={{ square: true }}
        upload={upload}
        onChange={onChange}
        measure={async () => ({ width: 64, height: 64 })}
      />,
    );
    await act(async () => pick(new File([PNG_HEAD], 'icon.png')));
    expect(screen.getByRole('progressbar', { name: 'icon.png' }).getAttribute('aria-valuenow')).toBe('0');
    act(() => calls[0]?.ctx.onProgress(0.5));
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();

    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ status: 'ERROR', retryable: true }),
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry icon.png' })));
    expect(upload).toHaveBeenCalledTimes(2);

    // The stored file's link, when the upload gives it, stays on the item (the object URL dies with the field).
    await act(async () => calls[1]?.resolve({ cloudId: 'cloud-7', url: '/api/public/files/cloud-7' }));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        status: 'LOADED',
        cloudId: 'cloud-7',
        url: '/api/public/files/cloud-7',
        width: 64,
        height: 64,
        previewUrl: 'blob:preview',
      }),
    ]);
  });

  it('aborts the upload of a removed file', async () => {
    let signal: AbortSignal | undefined;
    render(
      <FileUploadField
        label="Icon"
        accept={['image/png']}
        upload={(_f, ctx) => {
          signal = ctx.signal;
          return new Promise(() => {});
        }}
        measure={async () => ({})}
      />,
    );
    await act(async () => pick(new File([PNG_HEAD], 'icon.png')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove icon.png' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByText('icon.png')).toBeNull();
  });
});
