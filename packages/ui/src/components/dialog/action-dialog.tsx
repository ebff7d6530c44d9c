import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Dialog, type DialogContentProps, type DialogSize } from './dialog';

/** The text shown when a rejection carries no message of its own. */
export const DEFAULT_DIALOG_ERROR = 'Something went wrong. Please try again.';

/** Turns a rejection into text: its `message` when it has one, else the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** What `ConfirmDialog` and `FormDialog` share. */
export interface ActionDialogProps {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a `Button`) that opens the dialog and gets focus back when it closes. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** Turns a rejection into the text shown; by default the error's `message`, else `labels.error`. */
  getErrorMessage?: (error: unknown) => ReactNode;
  size?: DialogSize;
  /**
   * Runs when the dialog closes, where focus would go back to the trigger (or the element focused before it
   * opened). Call `event.preventDefault()` and focus something else when the action led on: the code field after
   * "Send code". Focus is returned as usual when the handler does not prevent it.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * State of a dialog that runs one action (confirm, submit): open (controlled or not), `pending` while the action
 * runs (the dialog cannot be dismissed then), `error` kept after a rejection until the next attempt, and a close
 * only on success, so nothing the user typed is lost to a failure.
 */
export function useActionDialog(props: ActionDialogProps, fallbackError: string) {
  const { open: openProp, defaultOpen, onOpenChange: onOpenChangeProp, getErrorMessage } = props;
  const [inner, setInner] = useState(defaultOpen ?? false);
  const open = openProp ?? inner;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setInner(next);
      onOpenChangeProp?.(next);
    },
    [openProp, onOpenChangeProp],
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const running = useRef(false);

  const run = async (action: () => unknown) => {
    if (running.current) return; // a double click must not send twice
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch (e) {
      setError(getErrorMessage ? getErrorMessage(e) : errorMessageOf(e, fallbackError));
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const onOpenChange = (next: boolean) => {
    if (pending && !next) return;
    if (next) setError(null);
    setOpen(next);
  };

  return { open, onOpenChange, close: () => onOpenChange(false), pending, error, run };
}

/** The frame both dialogs draw: root, optional trigger, content with title and description. */
export function ActionDialogFrame({
  dialog,
  state,
  contentProps,
  children,
}: {
  dialog: ActionDialogProps;
  state: { open: boolean; onOpenChange: (open: boolean) => void };
  contentProps: DialogContentProps;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={state.open} onOpenChange={state.onOpenChange}>
      {dialog.trigger && <Dialog.Trigger asChild>{dialog.trigger}</Dialog.Trigger>}
      <Dialog.Content
        {...contentProps}
        {...(dialog.onCloseAutoFocus && { onCloseAutoFocus: dialog.onCloseAutoFocus })}
        {...(!dialog.description && { 'aria-describedby': undefined })}
      >
        <Dialog.Title>{dialog.title}</Dialog.Title>
        {dialog.description && <Dialog.Description>{dialog.description}</Dialog.Description>}
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The action's error, announced when it appears. */
export function ActionDialogError({ error }: { error: ReactNode }) {
  if (error === null || error === undefined || error === false || error === '') return null;
  return (
    <p className="adn-Dialog-error" data-slot="dialog-error" role="alert">
      {error}
    </p>
  );
}
