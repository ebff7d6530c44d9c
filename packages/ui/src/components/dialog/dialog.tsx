import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
} from 'react';
import { cx } from '../../internal/class-names';
import { CloseIcon } from '../../internal/overlay-icons';
import { styledPart } from '../../internal/styled-part';
import { useIsScrollable } from '../../internal/use-is-scrollable';
import { Button } from '../button';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogLabels {
  /** Accessible name of the close (×) button. @default 'Close' */
  close: string;
}

/** Holds the open state; controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
function DialogRoot(props: DialogPrimitive.DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}
DialogRoot.displayName = 'Dialog.Root';

/** Opens the dialog; focus returns here when it closes. Use `asChild` to render your own `Button`. */
const DialogTrigger = styledPart(DialogPrimitive.Trigger, 'Dialog.Trigger', 'dialog-trigger');

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Widths 400, 520 and 720 px (never wider than the screen). @default 'md' */
  size?: DialogSize;
  /** Hides the × button, e.g. when the footer already has a Cancel. @default false */
  hideClose?: boolean;
  labels?: Partial<DialogLabels>;
}

/**
 * The modal panel, with its overlay, in a portal. Traps focus, closes on Escape and on a click outside, and gives
 * focus back to the trigger, or, when it was opened without `Dialog.Trigger` (a menu item, a row action), to
 * whatever had focus before. Put a `Dialog.Title` inside: it names the dialog.
 */
const DialogContent = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent(
    { size = 'md', hideClose = false, labels, className, children, onCloseAutoFocus, ...props },
    ref,
  ) {
    const focusedBefore = useRef<Element | null>(null);
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="adn-Dialog-overlay" data-slot="dialog-overlay" />
        <DialogPrimitive.Content
          ref={ref}
          className={cx('adn-Dialog', className)}
          data-slot="dialog-content"
          data-size={size}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const fallback = focusedBefore.current;
            // Radix focuses `Dialog.Trigger` after this handler; without one, focus would fall to <body>.
            queueMicrotask(() => {
              const lost = !document.activeElement || document.activeElement === document.body;
              if (lost && fallback instanceof HTMLElement && fallback.isConnected) fallback.focus();
            });
          }}
          {...props}
        >
          <FocusOrigin originRef={focusedBefore} />
          {children}
          {!hideClose && (
            <DialogPrimitive.Close asChild>
              <Button
                className="adn-Dialog-close"
                data-slot="dialog-close"
                variant="ghost"
                tone="neutral"
                size="sm"
                icon={<CloseIcon />}
                aria-label={labels?.close ?? 'Close'}
              />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);
DialogContent.displayName = 'Dialog.Content';

/**
 * Remembers where focus was when the dialog opened, for `Dialog.Content` to return it. Read while rendering the
 * first time, which is before the commit that opens the dialog: by then a menu item that opened it (and its
 * menu) may already be gone, so an element inside an open menu or listbox is traded for the control that owns
 * that popup (`aria-controls`), e.g. the row's "more" button.
 */
function FocusOrigin({ originRef }: { originRef: { current: Element | null } }) {
  const [origin] = useState(() => {
    if (typeof document === 'undefined') return null;
    const focused = document.activeElement;
    const popup = focused?.closest('[role="menu"], [role="listbox"]');
    const owner = popup?.id ? document.querySelector(`[aria-controls="${CSS.escape(popup.id)}"]`) : null;
    return owner ?? focused;
  });
  useLayoutEffect(() => {
    originRef.current = origin;
  }, [origin, originRef]);
  return null;
}

/** Names the dialog (its accessible name). */
const DialogTitle = styledPart(DialogPrimitive.Title, 'Dialog.Title', 'dialog-title', 'adn-Dialog-title');
/** Describes the dialog (its accessible description). */
const DialogDescription = styledPart(
  DialogPrimitive.Description,
  'Dialog.Description',
  'dialog-description',
  'adn-Dialog-description',
);

/** The scrollable middle part. When its content overflows it joins the tab order, so keyboard users can scroll it. */
const DialogBody = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function DialogBody(
  { className, ...props },
  ref,
) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const scrollable = useIsScrollable(node);
  useImperativeHandle(ref, () => node as HTMLDivElement, [node]);
  return (
    <div
      ref={setNode}
      className={cx('adn-Dialog-body', className)}
      data-slot="dialog-body"
      {...(scrollable && { tabIndex: 0 })}
      {...props}
    />
  );
});
DialogBody.displayName = 'Dialog.Body';

/** The action row: buttons at the inline end, the primary one last. */
const DialogFooter = styledPart('div', 'Dialog.Footer', 'dialog-footer', 'adn-Dialog-footer');
/** Closes the dialog; use `asChild` with a `Button`. */
const DialogClose = styledPart(DialogPrimitive.Close, 'Dialog.Close', 'dialog-close');

/**
 * A modal dialog on Radix Dialog, as parts:
 *
 * ```tsx
 * <Dialog.Root>
 *   <Dialog.Trigger asChild><Button>Edit</Button></Dialog.Trigger>
 *   <Dialog.Content>
 *     <Dialog.Title>Edit campaign</Dialog.Title>
 *     <Dialog.Body>…</Dialog.Body>
 *     <Dialog.Footer><Dialog.Close asChild><Button variant="outline">Cancel</Button></Dialog.Close></Dialog.Footer>
 *   </Dialog.Content>
 * </Dialog.Root>
 * ```
 * For the two common cases use `ConfirmDialog` and `FormDialog`.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Body: DialogBody,
  Footer: DialogFooter,
  Close: DialogClose,
};
