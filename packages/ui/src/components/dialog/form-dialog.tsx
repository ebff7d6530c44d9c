import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, type DialogLabels } from './dialog';
import {
  ActionDialogError,
  ActionDialogFrame,
  DEFAULT_DIALOG_ERROR,
  useActionDialog,
  type ActionDialogProps,
} from './action-dialog';

export interface FormDialogLabels extends DialogLabels {
  /** @default 'Save' */
  submit: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Shown when the rejection has no message. @default 'Something went wrong. Please try again.' */
  error: string;
}

export interface FormDialogProps extends ActionDialogProps {
  /** The form's fields. Named inputs end up in the `FormData` passed to `onSubmit`. */
  children: ReactNode;
  /**
   * Runs on submit (after the browser's own validation). Return a promise: the dialog closes when it resolves,
   * and when it rejects it stays open with the server's error shown and every field as the user left it.
   */
  onSubmit: (data: FormData, event: FormEvent<HTMLFormElement>) => unknown;
  labels?: Partial<FormDialogLabels>;
}

/**
 * A dialog around a form: Enter submits, the submit button is busy while `onSubmit` runs, a server error is
 * announced and kept, and the inputs are never reset by a failure. Size defaults to `md`.
 */
export function FormDialog(props: FormDialogProps) {
  const { children, onSubmit, labels, size = 'md' } = props;
  const state = useActionDialog(props, labels?.error ?? DEFAULT_DIALOG_ERROR);

  return (
    <ActionDialogFrame
      dialog={props}
      state={state}
      contentProps={{ size, ...(labels?.close && { labels: { close: labels.close } }) }}
    >
      <form
        className="adn-Dialog-form"
        data-slot="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          void state.run(() => onSubmit(data, event));
        }}
      >
        <Dialog.Body>{children}</Dialog.Body>
        <ActionDialogError error={state.error} />
        <Dialog.Footer>
          <Button variant="outline" tone="neutral" disabled={state.pending} onClick={state.close}>
            {labels?.cancel ?? 'Cancel'}
          </Button>
          <Button type="submit" loading={state.pending}>
            {labels?.submit ?? 'Save'}
          </Button>
        </Dialog.Footer>
      </form>
    </ActionDialogFrame>
  );
}
FormDialog.displayName = 'FormDialog';
