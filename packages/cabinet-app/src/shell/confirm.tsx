import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@adnet/ui';

/** What a confirmation asks: destructive and costly actions ask first (the guide's rule). */
export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  /** The confirm button's text: the action's own verb ("Archive"), never a bare "OK". */
  confirmLabel: string;
  /** `destructive` paints the confirm button red (archive, stop, regenerate). @default 'default' */
  tone?: 'default' | 'destructive';
  /** Extra content under the description (the list of campaigns a bulk action touches). */
  details?: ReactNode;
}

/**
 * Asks, and when the user confirms runs `action` while the dialog shows a busy button; resolves with whether the
 * user confirmed. `action` should not reject (the action recipe turns failures into toasts); if it does, the
 * dialog shows the error and stays open.
 */
export type Confirm = (request: ConfirmRequest, action?: () => Promise<unknown>) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  request: ConfirmRequest;
  action: (() => Promise<unknown>) | undefined;
  resolve: (confirmed: boolean) => void;
}

/** One confirmation dialog for the whole app (ui's `ConfirmDialog`), opened through {@link useConfirm}. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const settled = useRef(false);

  const confirm = useCallback<Confirm>(
    (request, action) =>
      new Promise<boolean>((resolve) => {
        settled.current = false;
        setPending({ request, action, resolve });
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    if (!pending || settled.current) return;
    settled.current = true;
    pending.resolve(confirmed);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (open) return;
            finish(false);
            setPending(null);
          }}
          title={pending.request.title}
          description={pending.request.description}
          tone={pending.request.tone ?? 'default'}
          labels={{
            confirm: pending.request.confirmLabel,
            cancel: t('common.cancel'),
            error: t('errors.unknown'),
          }}
          onConfirm={async () => {
            await pending.action?.();
            finish(true);
          }}
        >
          {pending.request.details}
        </ConfirmDialog>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
