import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_KINDS, AUDIENCE_STATUSES, type AudienceKind, type AudienceStatus } from '@adnet/api-client';
import type { AudiencePickerLabels } from '@adnet/ui';

/** Translated names of audience kinds and statuses (namespace `audiences`). */
export function useAudienceLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      kind: (k: AudienceKind) => t(`audiences.kind.${k}`),
      kinds: AUDIENCE_KINDS.map((k) => ({ value: k, label: t(`audiences.kind.${k}`) })),
      status: (s: AudienceStatus) => t(`audiences.status.${s}`),
      statusOptions: AUDIENCE_STATUSES.map((s) => ({ value: s, label: t(`audiences.status.${s}`) })),
      statuses: Object.fromEntries(AUDIENCE_STATUSES.map((s) => [s, t(`audiences.status.${s}`)])) as Record<
        AudienceStatus,
        string
      >,
    }),
    [t],
  );
}

/** Every text of ui's `AudiencePicker`, translated (for the campaign form's segments field). */
export function useAudiencePickerLabels(): AudiencePickerLabels {
  const { t } = useTranslation();
  const { statuses } = useAudienceLabels();
  return useMemo(
    () => ({
      include: t('audiences.picker.include'),
      exclude: t('audiences.picker.exclude'),
      includeHint: t('audiences.picker.includeHint'),
      excludeHint: t('audiences.picker.excludeHint'),
      placeholder: t('audiences.picker.placeholder'),
      includedList: t('audiences.picker.includedList'),
      excludedList: t('audiences.picker.excludedList'),
      option: (name, size) => t('audiences.picker.option', { name, size }),
      size: (size) => t('audiences.picker.size', { size }),
      tooSmall: (size, minSize) => t('audiences.picker.tooSmall', { size, minSize }),
      building: t('audiences.picker.building'),
      failed: t('audiences.picker.failed'),
      unknown: (id) => t('audiences.picker.unknown', { id }),
      empty: t('audiences.picker.empty'),
      loading: t('audiences.picker.loading'),
      errorTitle: t('audiences.picker.errorTitle'),
      errorDescription: t('audiences.picker.errorDescription'),
      retry: t('errors.retry'),
      statuses,
      noResults: t('audiences.picker.noResults'),
      selected: t('audiences.picker.selected'),
      remove: (label) => t('audiences.picker.remove', { label }),
      summary: (count) => t('audiences.picker.summary', { count }),
    }),
    [statuses, t],
  );
}
