import { useTranslation } from 'react-i18next';
import { Button, Progress } from '@adnet/ui';
import type { ExportProgress } from '../data/list-export';

/**
 * A list's "Export CSV" button, which while `useListExport` runs becomes its progress (rows fetched of all) and a
 * Cancel. Disabled when the list has no rows.
 */
export function ExportControl({
  progress,
  onExport,
  onCancel,
  disabled,
}: {
  progress: ExportProgress | null;
  onExport: () => void;
  onCancel: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (!progress)
    return (
      <Button variant="outline" onClick={onExport} disabled={disabled}>
        {t('list.export.csv')}
      </Button>
    );
  return (
    <div className="export-progress" role="group" aria-label={t('list.export.running')}>
      <Progress
        value={progress.done}
        {...(progress.total !== null && { max: progress.total })}
        label={t('list.export.progress', { done: progress.done, total: progress.total ?? '…' })}
      />
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t('list.export.cancel')}
      </Button>
    </div>
  );
}
