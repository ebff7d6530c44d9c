import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { FileUploadField, UploadRefusedError, type UploadFile } from './file-upload-field';
import { stateOf, expectSvgIcons } from '../../internal/story-helpers';

/** A square of `colour` with a white square inside, on a canvas of the given size. */
function picture(width: number, height: number, colour: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  }
  return canvas;
}

/** A real PNG of the given size, drawn on a canvas, so the browser decodes it as the field would. */
async function png(width: number, height: number, name: string): Promise<File> {
  const canvas = picture(width, height, '#2563eb');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** An upload that reports progress in a few steps and then succeeds, like a PUT to the upload URL. */
const fakeUpload =
  (outcome: 'ok' | 'fail-once' | 'never' = 'ok'): UploadFile =>
  (file, { onProgress, signal }) => {
    let attempts = 0;
    return new Promise((resolve, reject) => {
      attempts += 1;
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        onProgress(Math.min(step / 4, outcome === 'never' ? 0.4 : 1));
        if (outcome === 'never' || step < 4) return;
        clearInterval(timer);
        if (outcome === 'fail-once' && !fakeUpload.failed.has(file.name)) {
          fakeUpload.failed.add(file.name);
          reject(new Error('network'));
        } else {
          resolve({ cloudId: `asset-${file.name}-${attempts}` });
        }
      }, 60);
      signal.addEventListener('abort', () => clearInterval(timer));
    });
  };
fakeUpload.failed = new Set<string>();

const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Data/FileUploadField',
  component: FileUploadField,
  args: {
    label: 'Ad image',
    hint: 'PNG, JPEG or WebP, square, at least 300 × 300 px, up to 200 kB',
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 200 * 1024,
    image: { minWidth: 300, minHeight: 300, square: true },
    upload: fakeUpload(),
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof FileUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), await png(300, 300, 'banner.png'));
    const item = await canvas.findByText('banner.png');
    const row = item.closest('li') as HTMLElement;
    await expect(within(row).getByText(/Uploading…/)).toBeVisible();
    await expect(within(row).getByRole('progressbar', { name: 'banner.png' })).toBeVisible();
    await waitFor(() => expect(within(row).getByText('Uploaded')).toBeVisible());
    await expect(row).toHaveTextContent('300 × 300');
    // onChange runs after the commit that shows "Uploaded".
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ status: 'LOADED', cloudId: 'asset-banner.png-1', type: 'image/png' }),
      ]),
    );
    // The choose button is how keyboard users reach the picker.
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Pick, upload, loaded' };

export const DropAFile: Story = {
  name: 'Drop a file',
  play: async ({ canvasElement, canvas }) => {
    const zone = canvasElement.querySelector('[data-slot="dropzone"]') as HTMLElement;
    const data = new DataTransfer();
    data.items.add(await png(320, 320, 'dropped.png'));
    // Real drag events: Chromium's DragEvent takes a real DataTransfer.
    const drag = (type: string) =>
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    drag('dragenter');
    await expect(await canvas.findByText('Drop to upload')).toBeVisible();
    drag('drop');
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
  },
};

export const WrongTypeByBytes: Story = {
  tags: ['flow'],
  name: 'Refused: not an image inside',
  play: async ({ canvasElement, canvas }) => {
    // Named .png and declared image/png, but the bytes are a Windows executable.
    const fake = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'cat.png', {
      type: 'image/png',
    });
    await userEventUpload(canvasElement, fake);
    const row = (await canvas.findByText('cat.png')).closest('li') as HTMLElement;
    await expect(row).toHaveTextContent('This file is an unknown type; accepted: PNG, JPEG, WebP.');
    await expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Remove cat.png' })).toBeVisible();
  },
};

/** userEvent.upload honours `accept` only when asked; fireEvent keeps the declared type out of the way. */
async function userEventUpload(root: HTMLElement, file: File) {
  const input = fileInput(root);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

export const TooLarge: Story = {
  name: 'Refused: over the size limit',
  play: async ({ canvasElement, canvas }) => {
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = new File([header, new Uint8Array(300 * 1024)], 'huge.png', { type: 'image/png' });
    await userEventUpload(canvasElement, big);
    await expect(await canvas.findByText('The file is 300 kB; the limit is 200 kB.')).toBeVisible();
  },
};

export const WrongDimensions: Story = {
  tags: ['flow'],
  name: 'Refused: wrong dimensions',
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await png(400, 200, 'wide.png'));
    await expect(
      await canvas.findByText('The image is 400 × 200 px, which does not fit the required size.'),
    ).toBeVisible();
  },
};

export const FailThenRetry: Story = {
  tags: ['flow'],
  name: 'Upload fails, retry succeeds',
  args: { upload: fakeUpload('fail-once') },
  play: async ({ canvasElement, canvas, userEvent }) => {
    fakeUpload.failed.clear();
    await userEvent.upload(fileInput(canvasElement), await png(300, 300, 'retry.png'));
    const retry = await canvas.findByRole('button', { name: 'Retry retry.png' }, { timeout: 3000 });
    await expect(canvas.getByText('Upload failed. Check the connection and retry.')).toBeVisible();
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible());
  },
};

/** The server refused the file itself (its content): its words, and no retry that would fail again. */
export const RefusedByTheServer: Story = {
  tags: ['flow'],
  name: 'Upload refused by the server: no retry',
  args: {
    upload: () =>
      Promise.reject(new UploadRefusedError('The server did not accept this file. Choose another one.')),
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await png(300, 300, 'refused.png'));
    const row = (await canvas.findByText('refused.png')).closest('li') as HTMLElement;
    await waitFor(() =>
      expect(row).toHaveTextContent('The server did not accept this file. Choose another one.'),
    );
    await expect(within(row).queryByText('Upload failed. Check the connection and retry.')).toBeNull();
    await expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Remove refused.png' })).toBeVisible();
  },
};

export const Uploading: Story = {
  tags: ['flow'],
  name: 'Uploading (in progress)',
  args: { upload: fakeUpload('never') },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), await png(300, 300, 'slow.png'));
    const bar = await canvas.findByRole('progressbar', { name: 'slow.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slow.png' }));
    await expect(canvas.queryByText('slow.png')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

const severalArgs = {
  multiple: true,
  label: 'Support screenshots',
  hint: 'PNG or JPEG, up to 5 MB each',
  maxBytes: 5 * 1024 * 1024,
  image: {},
  accept: ['image/png', 'image/jpeg'],
  defaultItems: [
    {
      id: 'a',
      name: 'checkout-error.png',
      size: 482_133,
      type: 'image/png',
      status: 'LOADED',
      progress: 1,
      retryable: false,
      cloudId: 'c1',
    },
    {
      id: 'b',
      name: 'a-very-long-screenshot-file-name-from-a-phone-camera-2026-03-05-12-30-44.jpeg',
      size: 2_301_554,
      type: 'image/jpeg',
      status: 'ERROR',
      progress: 0,
      retryable: false,
      error: 'The file could not be read.',
    },
  ],
} satisfies Story['args'];

export const SeveralWithHistory: Story = {
  name: 'Several files, some earlier',
  args: severalArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // An upload arrow, and a close icon on each remove button: SVGs, not the Caps Lock sign and "×".
    await expectSvgIcons(canvasElement, '.adn-FileUpload-icon svg.lucide-upload');
    for (const remove of canvas.getAllByRole('button', { name: /^Remove/ })) {
      await expect(remove.querySelector('svg.lucide-x')).not.toBeNull();
    }
  },
};

/** A picture as a data URL, drawn on a canvas as `png` draws its files. */
const pictureUrl = (width: number, height: number) =>
  picture(width, height, '#16a34a').toDataURL('image/png');

/**
 * A picture stored before (a saved campaign's): only its link is known, not its bytes or size. It shows its real
 * thumbnail and no made-up size ("0 bytes") or unknown type ("?").
 */
export const StoredEarlier: Story = {
  name: 'A picture stored before',
  args: {
    defaultItems: [
      {
        id: 'stored',
        name: 'Saved image',
        size: null,
        type: null,
        kind: 'image',
        status: 'LOADED',
        progress: 1,
        retryable: false,
        cloudId: 'c-stored',
        previewUrl: pictureUrl(320, 320),
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent('Saved image');
    const thumbnail = canvasElement.querySelector<HTMLImageElement>('.adn-FileUpload-preview img');
    await expect(thumbnail).not.toBeNull();
    await waitFor(() => expect(thumbnail!.naturalWidth).toBe(320));
    await expect(item.querySelector('.adn-FileUpload-meta')).toHaveTextContent(/^$/);
    await expect(item.querySelector('.adn-FileUpload-previewType')).toBeNull();
  },
};

export const Video: Story = {
  args: {
    label: 'Ad video',
    hint: 'MP4 or WebM, up to 15 seconds, up to 20 MB',
    accept: ['video/mp4', 'video/webm'],
    maxBytes: 20 * 1024 * 1024,
    video: { maxDuration: 15 },
    image: {},
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

export const Russian: Story = {
  args: {
    label: 'Изображение объявления',
    hint: 'PNG, JPEG или WebP, квадрат от 300 × 300 px, до 200 КБ',
    locale: 'ru',
    labels: {
      drop: 'Перетащите файл сюда или',
      dropActive: 'Отпустите, чтобы загрузить',
      choose: 'Выберите файл',
      uploading: 'Загрузка… {percent}',
      loaded: 'Загружено',
      remove: 'Удалить {name}',
    },
  },
};

export const Chinese: Story = {
  args: {
    label: '广告图片',
    hint: 'PNG、JPEG 或 WebP，正方形，至少 300 × 300 像素，不超过 200 kB',
    locale: 'zh-CN',
    labels: { drop: '将文件拖到此处，或', choose: '选择文件', loaded: '已上传', remove: '删除 {name}' },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: severalArgs,
};
