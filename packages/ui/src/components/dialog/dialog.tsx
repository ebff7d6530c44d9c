import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
} from 'react';
import { cx } from '../../internal/class-names';
import { CloseIcon } from '../../internal/overlay-icons';
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
const DialogTrigger = forwardRef<
  ComponentRef<typeof DialogPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>
>(function DialogTrigger(props, ref) {
  return <DialogPrimitive.Trigger ref={ref} data-slot="dialog-trigger" {...props} />;
});
DialogTrigger.displayName = 'Dialog.Trigger';

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
    {
      size = 'md',
      hideClose = false,
      labels,
      className,
      children,
      onOpenAutoFocus,
      onCloseAutoFocus,
      ...props
    },
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
          onOpenAutoFocus={(event) => {
            // Radix has not moved focus yet: this is what had it when the dialog opened.
            focusedBefore.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
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

/** Names the dialog (its accessible name). */
const DialogTitle = forwardRef<
  ComponentRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Title
      ref={ref}
      className={cx('adn-Dialog-title', className)}
      data-slot="dialog-title"
      {...props}
    />
  );
});
DialogTitle.displayName = 'Dialog.Title';

/** Describes the dialog (its accessible description). */
const DialogDescription = forwardRef<
  ComponentRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description
      ref={ref}
      className={cx('adn-Dialog-description', className)}
      data-slot="dialog-description"
      {...props}
    />
  );
});
DialogDescription.displayName = 'Dialog.Description';

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
const DialogFooter = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function DialogFooter(
  { className, ...props },
  ref,
) {
  return (
    <div ref={ref} className={cx('adn-Dialog-footer', className)} data-slot="dialog-footer" {...props} />
  );
});
DialogFooter.displayName = 'Dialog.Footer';

/** Closes the dialog; use `asChild` with a `Button`. */
const DialogClose = forwardRef<
  ComponentRef<typeof DialogPrimitive.Close>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Close>
>(function DialogClose(props, ref) {
  return <DialogPrimitive.Close ref={ref} {...props} />;
});
DialogClose.displayName = 'Dialog.Close';

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
