import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { cx } from '../../internal/class-names';
import { formatBytes, formatNumber, formatPercent } from '../../format';
import {
  checkFile,
  measureInBrowser,
  type FileProblem,
  type FileRules,
  type MeasureMedia,
  type SniffableType,
} from './file-check';
import { fillTemplate } from '../../internal/fill-template';
import { useLocaleOf } from '../../locale/ui-locale-provider';

/** Statuses of an asset on its way to the cloud (the spec's local asset statuses). */
export const uploadStatuses = ['LOADING', 'LOADED', 'ERROR'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file of the field. */
export interface UploadItem {
  id: string;
  name: string;
  /** Bytes; null when unknown (a file stored before, of which only the link is known). */
  size: number | null;
  /** The type read from the file's bytes. */
  type: SniffableType | null;
  /**
   * What the file is when its bytes were never read (a file stored before): its preview is then drawn as a picture
   * or a video from `previewUrl`.
   */
  kind?: 'image' | 'video';
  status: UploadStatus;
  /** 0 to 1 while LOADING. */
  progress: number;
  /** Why it is in ERROR, in the user's words. */
  error?: string;
  /** Whether another attempt may succeed (an upload failure) or not (a file the rules refuse). */
  retryable: boolean;
  /** The asset's id once LOADED. */
  cloudId?: string;
  /** The stored file's link once LOADED, when the upload gave one. */
  url?: string;
  /** Object URL (or, for assets stored before, their URL, which the host has checked) of the preview. */
  previewUrl?: string;
  width?: number;
  height?: number;
  /** Seconds, for videos. */
  duration?: number;
}

/** What the field gives the host's upload function. */
export interface UploadContext {
  /** Aborted when the user removes the file or picks another in a single-file field. */
  signal: AbortSignal;
  /** Report progress from 0 to 1 (e.g. from XHR upload events). */
  onProgress: (ratio: number) => void;
}

/**
 * What an upload function throws when the server refused the file itself (its type, content or size), so another
 * attempt with the same file cannot succeed: the field shows `message` (in the user's words) and offers no retry,
 * only another file. Anything else it throws is a failed attempt: the field shows `labels.failed` with a retry.
 */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

/**
 * Uploads one file (get an upload URL, PUT the file) and resolves with the asset's cloud id. Rejects with an
 * {@link UploadRefusedError} when the server refused the file, with anything else when the attempt failed.
 */
/**
 * The host's upload. It resolves with the stored file's id and, when the host knows it, its link (kept on the item
 * as `url`: unlike the preview's object URL, it outlives the field).
 */
export type UploadFile = (
  file: File,
  context: UploadContext,
) => Promise<{ cloudId: string; url?: string | undefined }>;

/** Texts of the field; templates take `{name}`, `{percent}`, `{size}`, `{max}`, `{actual}`, `{accepted}`, … */
export interface FileUploadFieldLabels {
  /** @default 'Drag a file here or' */
  drop: string;
  /** @default 'Drop to upload' */
  dropActive: string;
  /** @default 'Choose file' */
  choose: string;
  /** @default 'Choose files' */
  chooseMany: string;
  /** @default 'Uploading… {percent}' */
  uploading: string;
  /** @default 'Uploaded' */
  loaded: string;
  /** @default 'Upload failed. Check the connection and retry.' */
  failed: string;
  /** Visible text of the retry button. @default 'Retry' */
  retry: string;
  /** Accessible name of the retry button. @default 'Retry {name}' */
  retryFile: string;
  /** @default 'Remove {name}' */
  remove: string;
  /** @default 'This file is {actual}; accepted: {accepted}.' */
  typeError: string;
  /** @default 'an unknown type' */
  unknownType: string;
  /** @default 'The file is {size}; the limit is {max}.' */
  sizeError: string;
  /** @default 'The image is {width} × {height} px, which does not fit the required size.' */
  dimensionsError: string;
  /** @default 'The video lasts {duration} s, which does not fit the allowed length.' */
  durationError: string;
  /** @default 'The file could not be read.' */
  unreadableError: string;
  /** Announced for screen readers. @default '{name}: {status}' */
  statusAnnouncement: string;
}

const defaultLabels: FileUploadFieldLabels = {
  drop: 'Drag a file here or',
  dropActive: 'Drop to upload',
  choose: 'Choose file',
  chooseMany: 'Choose files',
  uploading: 'Uploading… {percent}',
  loaded: 'Uploaded',
  failed: 'Upload failed. Check the connection and retry.',
  retry: 'Retry',
  retryFile: 'Retry {name}',
  remove: 'Remove {name}',
  typeError: 'This file is {actual}; accepted: {accepted}.',
  unknownType: 'an unknown type',
  sizeError: 'The file is {size}; the limit is {max}.',
  dimensionsError: 'The image is {width} × {height} px, which does not fit the required size.',
  durationError: 'The video lasts {duration} s, which does not fit the allowed length.',
  unreadableError: 'The file could not be read.',
  statusAnnouncement: '{name}: {status}',
};

/** Names of the formats as people know them; not translated (they are names). */
const typeNames: Record<SniffableType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WebM',
  'application/pdf': 'PDF',
};

/** The `accept` attribute for the picker: only a hint to the OS dialog; the bytes decide. */
const acceptAttribute = (types: readonly SniffableType[]) => types.join(',');

/** Props of {@link FileUploadField}. */
export interface FileUploadFieldProps extends FileRules {
  /** Visible label of the field. */
  label: string;
  /** What is accepted, in words ('PNG or JPEG, 300 × 300 px, up to 200 kB'). */
  hint?: ReactNode;
  /** Accept several files. @default false */
  multiple?: boolean;
  upload: UploadFile;
  /** Called whenever an item is added, progresses, finishes or is removed. */
  onChange?: (items: readonly UploadItem[]) => void;
  /** Assets uploaded earlier (status LOADED, https preview). */
  defaultItems?: readonly UploadItem[];
  disabled?: boolean;
  /** BCP 47 locale of sizes and percentages. @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  labels?: Partial<FileUploadFieldLabels>;
  /** How pictures and videos are measured; tests pass a fake. @default decoding in the browser */
  measure?: MeasureMedia;
  className?: string;
}

/** Whether an item is a picture or a video: by the type its bytes have, else by what the host said it is. */
const kindOf = (item: UploadItem): 'image' | 'video' | null =>
  item.type?.startsWith('image/') ? 'image' : item.type?.startsWith('video/') ? 'video' : (item.kind ?? null);

let lastId = 0;
/** Ids unique within the page; items outlive renders, so neither an index nor useId fits. */
const newUploadId = () => `upload-${(lastId += 1)}`;

/**
 * A drop zone and a "Choose file" button. Each file is checked on the client first (type from its magic bytes,
 * size, then dimensions or duration), then uploaded through the host's `upload` with progress. Every file shows
 * a preview and its status, LOADING -> LOADED or ERROR, with retry for failed uploads and remove for all.
 */
export function FileUploadField({
  label,
  hint,
  multiple = false,
  upload,
  onChange,
  defaultItems,
  disabled = false,
  locale: localeProp,
  labels: labelsProp,
  measure = measureInBrowser,
  className,
  ...rules
}: FileUploadFieldProps) {
  const locale = useLocaleOf(localeProp);
  const labels = { ...defaultLabels, ...labelsProp };
  const [items, setItems] = useState<readonly UploadItem[]>(defaultItems ?? []);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const labelId = useId();
  const hintId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onChangeRef.current?.(items);
  }, [items]);

  // Object URLs and uploads in flight die with the field.
  useEffect(() => {
    const urls = objectUrls.current;
    const inFlight = controllers.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      inFlight.forEach((controller) => controller.abort());
    };
  }, []);

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const statusText = (item: UploadItem) =>
    item.status === 'LOADING'
      ? fillTemplate(labels.uploading, { percent: formatPercent(item.progress, locale, 0) })
      : item.status === 'LOADED'
        ? labels.loaded
        : (item.error ?? labels.failed);

  const announce = (name: string, status: string) =>
    setAnnouncement(fillTemplate(labels.statusAnnouncement, { name, status }));

  const problemText = (problem: FileProblem): string => {
    switch (problem.reason) {
      case 'type':
        return fillTemplate(labels.typeError, {
          actual: problem.actual ? typeNames[problem.actual] : labels.unknownType,
          accepted: rules.accept.map((t) => typeNames[t]).join(', '),
        });
      case 'size':
        return fillTemplate(labels.sizeError, {
          size: formatBytes(problem.size, locale),
          max: formatBytes(problem.maxBytes, locale),
        });
      case 'dimensions':
        return fillTemplate(labels.dimensionsError, { width: problem.width, height: problem.height });
      case 'duration':
        return fillTemplate(labels.durationError, {
          duration: formatNumber(problem.duration, locale, { maximumFractionDigits: 1 }),
        });
      case 'unreadable':
        return labels.unreadableError;
    }
  };

  const startUpload = (id: string) => {
    const file = files.current.get(id);
    if (!file) return;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    update(id, { status: 'LOADING', progress: 0, retryable: false });
    upload(file, {
      signal: controller.signal,
      onProgress: (ratio) => {
        if (!controller.signal.aborted) update(id, { progress: Math.min(Math.max(ratio, 0), 1) });
      },
    }).then(
      ({ cloudId, url }) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        update(id, { status: 'LOADED', progress: 1, cloudId, ...(url && { url }) });
        announce(file.name, labels.loaded);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        const refused = reason instanceof UploadRefusedError && reason.message !== '';
        const error = refused ? reason.message : labels.failed;
        update(id, { status: 'ERROR', error, retryable: !refused });
        announce(file.name, error);
      },
    );
  };

  const remove = (id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    files.current.delete(id);
    setItems((list) => {
      const url = list.find((item) => item.id === id)?.previewUrl;
      if (url && objectUrls.current.has(url)) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(url);
      }
      return list.filter((item) => item.id !== id);
    });
  };

  const addFiles = async (picked: readonly File[]) => {
    if (disabled || picked.length === 0) return;
    const chosen = multiple ? picked : picked.slice(0, 1);
    if (!multiple) items.forEach((item) => remove(item.id));
    for (const file of chosen) {
      const id = newUploadId();
      const check = await checkFile(file, rules, measure);
      const previewUrl = check.ok ? URL.createObjectURL(file) : undefined;
      if (previewUrl) objectUrls.current.add(previewUrl);
      files.current.set(id, file);
      const base = { id, name: file.name, size: file.size, progress: 0 };
      if (!check.ok) {
        const error = problemText(check);
        setItems((list) => [
          ...list,
          {
            ...base,
            type: check.reason === 'type' ? check.actual : null,
            status: 'ERROR',
            error,
            retryable: false,
          },
        ]);
        announce(file.name, error);
        continue;
      }
      const { ok: _ok, type, ...facts } = check;
      setItems((list) => [
        ...list,
        {
          ...base,
          type,
          status: 'LOADING',
          retryable: false,
          ...(previewUrl ? { previewUrl } : {}),
          ...facts,
        },
      ]);
      startUpload(id);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={cx('adn-FileUpload', className)}
      data-slot="file-upload-field"
      data-disabled={disabled || undefined}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="adn-FileUpload-label">
        {label}
      </span>
      <div
        className="adn-FileUpload-zone"
        data-slot="dropzone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          dragDepth.current += 1;
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={() => {
          // Leaving a child fires dragleave too; only the last leave ends the drag.
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <span className="adn-FileUpload-icon" aria-hidden="true">
          <Upload size={20} aria-hidden="true" focusable={false} />
        </span>
        <span className="adn-FileUpload-prompt">{dragging ? labels.dropActive : labels.drop}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hint != null ? hintId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {multiple ? labels.chooseMany : labels.choose}
        </Button>
        {hint != null ? (
          <span id={hintId} className="adn-FileUpload-hint">
            {hint}
          </span>
        ) : null}
        {/* The button is the control; the input only opens the system dialog. */}
        <input
          ref={inputRef}
          type="file"
          className="adn-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={acceptAttribute(rules.accept)}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            void addFiles(Array.from(event.target.files ?? []));
            // Picking the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
      </div>

      {items.length > 0 ? (
        <ul className="adn-FileUpload-items" aria-labelledby={labelId}>
          {items.map((item) => (
            <li key={item.id} className="adn-FileUpload-item" data-status={item.status}>
              <span className="adn-FileUpload-preview" aria-hidden="true">
                {item.previewUrl && kindOf(item) === 'image' ? (
                  <img src={item.previewUrl} alt="" />
                ) : item.previewUrl && kindOf(item) === 'video' ? (
                  <video src={item.previewUrl} muted preload="metadata" />
                ) : (
                  <span className="adn-FileUpload-previewType">{item.type ? typeNames[item.type] : '?'}</span>
                )}
              </span>
              <span className="adn-FileUpload-details">
                <span className="adn-FileUpload-name">{item.name}</span>
                <span className="adn-FileUpload-meta">
                  {[
                    item.size === null ? null : formatBytes(item.size, locale),
                    item.width && item.height ? `${item.width} × ${item.height}` : null,
                    item.duration
                      ? `${formatNumber(item.duration, locale, { maximumFractionDigits: 1 })} s`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="adn-FileUpload-status" data-slot="status">
                  {statusText(item)}
                </span>
                {item.status === 'LOADING' ? (
                  <span
                    className="adn-FileUpload-progress"
                    role="progressbar"
                    aria-label={item.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                  >
                    <span style={{ inlineSize: `${item.progress * 100}%` }} />
                  </span>
                ) : null}
              </span>
              <span className="adn-FileUpload-actions">
                {item.status === 'ERROR' && item.retryable ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={fillTemplate(labels.retryFile, { name: item.name })}
                    onClick={() => startUpload(item.id)}
                  >
                    {labels.retry}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  tone="neutral"
                  size="sm"
                  icon={<X size={16} aria-hidden="true" focusable={false} />}
                  aria-label={fillTemplate(labels.remove, { name: item.name })}
                  onClick={() => remove(item.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="adn-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
