import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './lazy-confirm';

/** What a confirmation asks: destructive and costly actions ask first (the guide's rule). */
export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  /** The confirm button's text: the action's own verb ("Archive"), never a bare "OK". */
  confirmLabel: string;
  /** The button that keeps things as they are ("Stay" when leaving a form). @default the common "Cancel" */
  cancelLabel?: string;
  /** `destructive` paints the confirm button red (archive, stop, regenerate). @default 'default' */
  tone?: 'default' | 'destructive';
  /** Extra content under the description (the list of campaigns a bulk action touches). */
  details?: ReactNode;
  /**
   * Where focus goes once the dialog has closed after the action was confirmed and done, instead of back to the
   * control that opened it: the next step (the code field after "Send code"). Runs when the dialog would return
   * focus (after it has left the page), so a field the action just revealed is there; when it returns no
   * element, focus goes back as usual. Not used on cancel.
   */
  focusNext?: () => HTMLElement | null | undefined;
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

  /** Whether the dialog that is closing was confirmed (its `focusNext` then applies); set by every `finish`. */
  const confirmed = useRef(false);
  const finish = (yes: boolean) => {
    if (!pending || settled.current) return;
    settled.current = true;
    confirmed.current = yes;
    pending.resolve(yes);
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
          onCloseAutoFocus={(event) => {
            const next = confirmed.current ? pending.request.focusNext?.() : null;
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
          labels={{
            confirm: pending.request.confirmLabel,
            cancel: pending.request.cancelLabel ?? t('common.cancel'),
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
