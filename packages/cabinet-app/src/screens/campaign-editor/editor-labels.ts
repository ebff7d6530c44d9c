import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionTreePickerLabels, TextFieldLabels } from '@adnet/ui';
import { useAdPreviewLabels } from '../internal/preview-labels';

/** ui's ad previews in the cabinet's language (the texts the moderation review and the campaign page use too). */
export const usePreviewLabels = useAdPreviewLabels;

const REGION_KEYS = [
  'search',
  'searchHint',
  'selectAll',
  'selectFound',
  'clear',
  'selectedCount',
  'noResults',
  'removeChip',
  'moreChips',
  'fewerChips',
  'chips',
  'pasted',
  'typed',
  'notFound',
] as const satisfies readonly (keyof RegionTreePickerLabels)[];

/** ui's region tree picker in the cabinet's language. */
export function useRegionLabels(): RegionTreePickerLabels {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        REGION_KEYS.map((k) => [k, t(`editor.regions.${k}`)]),
      ) as unknown as RegionTreePickerLabels,
    [t],
  );
}

/** The counters under limited text fields, with the language's plural forms. */
export function useCounterLabels(): Partial<TextFieldLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      counter: (count: number, max: number) => t('editor.counter.counter', { n: count, max }),
      limit: (_count: number, max: number) => t('editor.counter.limit', { max }),
      remaining: (count: number) => t('editor.counter.remaining', { count }),
      over: (count: number) => t('editor.counter.over', { count }),
    }),
    [t],
  );
}

/** A multi-select's texts (languages, categories). */
export function useComboLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      noResults: t('editor.combo.noResults'),
      selected: t('editor.combo.selected'),
      remove: (label: string) => t('editor.combo.remove', { label }),
      summary: (count: number) => t('editor.combo.summary', { count }),
    }),
    [t],
  );
}
