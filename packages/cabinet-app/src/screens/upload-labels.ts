import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileUploadFieldLabels } from '@adnet/ui';

const UPLOAD_KEYS = [
  'drop',
  'dropActive',
  'choose',
  'chooseMany',
  'uploading',
  'loaded',
  'failed',
  'retry',
  'retryFile',
  'remove',
  'typeError',
  'unknownType',
  'sizeError',
  'dimensionsError',
  'durationError',
  'unreadableError',
  'statusAnnouncement',
] as const satisfies readonly (keyof FileUploadFieldLabels)[];

/**
 * The file field's texts in the user's language (`prefix`: the feature's `upload` object, `support.upload` or
 * `editor.upload`: each feature keeps its own, in its own text namespace). ui's templates keep their `{name}`-style
 * placeholders, so the translations write them in single braces (i18next leaves those alone).
 */
export function useUploadLabels(prefix: string): Partial<FileUploadFieldLabels> {
  const { t } = useTranslation();
  return useMemo(() => Object.fromEntries(UPLOAD_KEYS.map((k) => [k, t(`${prefix}.${k}`)])), [t, prefix]);
}
