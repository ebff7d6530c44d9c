import { useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { Dialog } from './dialog';
import {
  ActionDialogError,
  ActionDialogFrame,
  DEFAULT_DIALOG_ERROR,
  useActionDialog,
  type ActionDialogProps,
} from './action-dialog';

export const confirmDialogTones = ['default', 'destructive'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogLabels {
  /** @default 'Confirm' */
  confirm: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Shown when the rejection has no message. @default 'Something went wrong. Please try again.' */
  error: string;
}

export interface ConfirmDialogProps extends ActionDialogProps {
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
  /** `destructive` paints the confirm button red (delete, archive, stop). @default 'default' */
  tone?: ConfirmDialogTone;
  /**
   * Runs on confirm. Return a promise to keep the dialog open with a busy button until it settles; the dialog
   * closes when it resolves and shows the error (and stays open) when it rejects.
   */
  onConfirm: () => unknown;
  labels?: Partial<ConfirmDialogLabels>;
}

/**
 * Asks the user to confirm one action. An `alertdialog`: it does not close on an outside click, focus starts on
 * Cancel (the safe choice), and while the action runs it cannot be dismissed. Size defaults to `sm`.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { children, tone = 'default', onConfirm, labels, size = 'sm' } = props;
  const state = useActionDialog(props, labels?.error ?? DEFAULT_DIALOG_ERROR);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <ActionDialogFrame
      dialog={props}
      state={state}
      contentProps={{
        role: 'alertdialog',
        size,
        hideClose: true,
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        },
        onPointerDownOutside: (event) => event.preventDefault(),
      }}
    >
      {children && <Dialog.Body>{children}</Dialog.Body>}
      <ActionDialogError error={state.error} />
      <Dialog.Footer>
        <Button
          ref={cancelRef}
          variant="outline"
          tone="neutral"
          disabled={state.pending}
          onClick={state.close}
        >
          {labels?.cancel ?? 'Cancel'}
        </Button>
        <Button
          tone={tone === 'destructive' ? 'danger' : 'primary'}
          loading={state.pending}
          onClick={() => void state.run(onConfirm)}
        >
          {labels?.confirm ?? 'Confirm'}
        </Button>
      </Dialog.Footer>
    </ActionDialogFrame>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
