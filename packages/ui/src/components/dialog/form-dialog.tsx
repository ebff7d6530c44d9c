import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, type DialogLabels } from './dialog';
import {
  ActionDialogError,
  ActionDialogFrame,
  DEFAULT_DIALOG_ERROR,
  useActionDialog,
  type ActionDialogProps,
} from './action-dialog';
import { fillTemplate } from '../../internal/fill-template';
import { cx } from '../../internal/class-names';

export interface FormDialogLabels extends DialogLabels {
  /** @default 'Save' */
  submit: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Shown when the rejection has no message. @default 'Something went wrong. Please try again.' */
  error: string;
  /** A required field left empty. @default 'Fill in this field.' */
  required: string;
  /** A value the field's own rules refuse (type, pattern, min, max, length). @default 'Check this value.' */
  invalid: string;
  /** One line of the error summary, for a field with a label. @default '{field}: {message}' */
  fieldError: string;
}

const defaultLabels = {
  required: 'Fill in this field.',
  invalid: 'Check this value.',
  fieldError: '{field}: {message}',
};

/** The form's own errors, by the `name` of each field that failed. */
export type FormDialogErrors = Readonly<Record<string, string>>;

export interface FormDialogProps extends ActionDialogProps {
  /**
   * The form's fields. Named inputs end up in the `FormData` passed to `onSubmit`. Pass a function to place each
   * field's error beside it: `{(errors) => <Field label="Name" error={errors.name}>…</Field>}`.
   */
  children: ReactNode | ((errors: FormDialogErrors) => ReactNode);
  /**
   * Runs on submit, after the form's own checks pass. Return a promise: the dialog closes when it resolves,
   * and when it rejects it stays open with the server's error shown and every field as the user left it.
   */
  onSubmit: (data: FormData, event: FormEvent<HTMLFormElement>) => unknown;
  labels?: Partial<FormDialogLabels>;
  /**
   * The state of a form library that checks and submits itself (react-hook-form and the like). Given, the dialog
   * leaves checking to the library (its messages on its fields), calls `onSubmit` on every submit without awaiting
   * it, shows `error` in its alert and the submit busy while `pending` (Escape and Cancel then do nothing), and
   * closes only through `open`, so a failure keeps every value.
   */
  submitState?: { pending: boolean; error?: ReactNode };
  /** The submit button's tone: `danger` for a destructive decision. @default 'primary' */
  submitTone?: 'primary' | 'danger';
  /** A class on the form (the host's field layout). */
  className?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * Checks the form the way the browser would (`required`, `aria-required`, type, pattern, min/max, length) but
 * says so in the host's language: the form has `noValidate`, so the browser's own bubble (in the browser's
 * language, gone on the next click) never shows. Returns the failing controls with their messages, in order.
 */
function checkForm(form: HTMLFormElement, labels: typeof defaultLabels) {
  const failures: { control: Control; message: string }[] = [];
  const seen = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || element.disabled || !element.name || seen.has(element.name)) continue;
    const required = element.required || element.getAttribute('aria-required') === 'true';
    let missing: boolean;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      const group = form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(element.name)}"]`);
      missing = required && !Array.from(group).some((input) => input.checked);
      seen.add(element.name);
    } else {
      missing = required && element.value.trim() === '';
    }
    if (missing) failures.push({ control: element, message: labels.required });
    else if (!element.validity.valid) failures.push({ control: element, message: labels.invalid });
  }
  return failures;
}

/** The visible label of a control: its `<label>`, else its `aria-label`. */
function nameOf(control: Control): string {
  const label = control.labels?.[0]?.textContent?.trim();
  return label || control.getAttribute('aria-label') || '';
}

/**
 * A dialog around a form: Enter submits, the submit button is busy while `onSubmit` runs, a server error is
 * announced and kept, and the inputs are never reset by a failure. Required and malformed fields are caught
 * before `onSubmit` with the form's own translated messages (`labels.required`, `labels.invalid`): the first
 * such field gets focus and `aria-invalid`, the messages are announced in the dialog's alert, and a function
 * child receives them by field name to show beside each field. Size defaults to `md`.
 */
export function FormDialog(props: FormDialogProps) {
  const {
    children,
    onSubmit,
    labels,
    size = 'md',
    submitState: host,
    submitTone = 'primary',
    className,
  } = props;
  const own = useActionDialog(props, labels?.error ?? DEFAULT_DIALOG_ERROR);
  const state = host
    ? {
        ...own,
        pending: host.pending,
        error: host.error,
        onOpenChange: (open: boolean) => !(host.pending && !open) && own.onOpenChange(open),
      }
    : own;
  const [errors, setErrors] = useState<FormDialogErrors>({});
  const [summary, setSummary] = useState<string[]>([]);
  const texts = { ...defaultLabels, ...labels };

  return (
    <ActionDialogFrame
      dialog={props}
      state={{
        open: state.open,
        onOpenChange: (open) => {
          if (open) {
            setErrors({});
            setSummary([]);
          }
          state.onOpenChange(open);
        },
      }}
      contentProps={{ size, ...(labels?.close && { labels: { close: labels.close } }) }}
    >
      <form
        className={cx('adn-Dialog-form', className)}
        data-slot="dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (host) {
            onSubmit(new FormData(event.currentTarget), event);
            return;
          }
          const form = event.currentTarget;
          for (const element of Array.from(form.elements)) {
            if (isControl(element) && element.getAttribute('data-adn-invalid') !== null) {
              element.removeAttribute('aria-invalid');
              element.removeAttribute('data-adn-invalid');
            }
          }
          const failures = checkForm(form, texts);
          setErrors(Object.fromEntries(failures.map(({ control, message }) => [control.name, message])));
          setSummary(
            failures.map(({ control, message }) => {
              const field = nameOf(control);
              return field ? fillTemplate(texts.fieldError, { field, message }) : message;
            }),
          );
          if (failures.length > 0) {
            for (const { control } of failures) {
              if (control.getAttribute('aria-invalid') === 'true') continue;
              control.setAttribute('aria-invalid', 'true');
              control.setAttribute('data-adn-invalid', '');
            }
            failures[0]?.control.focus();
            return;
          }
          const data = new FormData(form);
          void state.run(() => onSubmit(data, event));
        }}
      >
        <Dialog.Body>{typeof children === 'function' ? children(errors) : children}</Dialog.Body>
        <ActionDialogError
          error={
            summary.length > 1 ? (
              <span className="adn-Dialog-errorList">
                {summary.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            ) : (
              (summary[0] ?? state.error)
            )
          }
        />
        <Dialog.Footer>
          <Button
            variant="outline"
            tone="neutral"
            disabled={state.pending}
            onClick={() => state.onOpenChange(false)}
          >
            {labels?.cancel ?? 'Cancel'}
          </Button>
          <Button type="submit" tone={submitTone} loading={state.pending}>
            {labels?.submit ?? 'Save'}
          </Button>
        </Dialog.Footer>
      </form>
    </ActionDialogFrame>
  );
}
FormDialog.displayName = 'FormDialog';
