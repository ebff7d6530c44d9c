import {
  forwardRef,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import { textLength } from '../../internal/text-length';
import { Field } from '../field/field';
import { Input, type InputProps } from '../input/input';
import { Textarea, type TextareaProps } from '../textarea/textarea';

/** A text with `{count}` / `{max}` placeholders, or a function (for plural rules: `(n) => t('left', { count: n })`). */
export type CountLabel = string | ((count: number, max: number) => string);

/** Texts of {@link TextField}'s character counter, English by default. */
export interface TextFieldLabels {
  /** The visible counter. @default '{count}/{max}' */
  counter: CountLabel;
  /** Read as part of the field's description, so the limit is known before typing. @default 'Up to {max} characters' */
  limit: CountLabel;
  /** Announced politely when few characters are left; `count` is how many are left. */
  remaining: CountLabel;
  /** Announced politely over the limit; `count` is how many are too many. */
  over: CountLabel;
}

export const defaultTextFieldLabels: TextFieldLabels = {
  counter: '{count}/{max}',
  limit: 'Up to {max} characters',
  remaining: (n) => (n === 1 ? '1 character left' : `${n} characters left`),
  over: (n) => (n === 1 ? '1 character too many' : `${n} characters too many`),
};

/** Milliseconds after the last keystroke before the counter is announced, so a fast typist hears it once. */
export const COUNT_ANNOUNCE_DELAY_MS = 750;

/** Characters left from which the counter warns and is announced, when `countThreshold` is not given. */
export function defaultCountThreshold(maxLength: number): number {
  return Math.min(10, Math.ceil(maxLength / 5));
}

const say = (label: CountLabel, count: number, max: number) =>
  typeof label === 'function' ? label(count, max) : fillTemplate(label, { count, max });

interface TextFieldOwnProps {
  /** Visible label; it names the control. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text: marks the control `aria-invalid` and is read right after its name. */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required` (no native bubble: validate and pass `error`). */
  required?: boolean;
  disabled?: boolean;
  /**
   * The most characters (grapheme clusters, as `textLength` counts them: an emoji with modifiers is one) the value
   * should hold. It drives the counter and is read in the description; it is not the native `maxlength`, which
   * counts UTF-16 units and silently cuts pasted text. Validate the limit in your schema with `textLength`.
   */
  maxLength?: number;
  /**
   * The most UTF-16 units the control takes at all: the native `maxlength`, so typing or pasting past it is cut.
   * For a free text whose limit the schema and the server count in UTF-16 units (`value.length`): a megabyte pasted
   * by mistake is cut at once instead of being laid out and counted on every key (which freezes the page). Leave it
   * out where a paste should stay whole to be edited down (an ad's text, counted in graphemes by `maxLength`).
   */
  hardMaxLength?: number;
  /** Shows the counter "12/60" under the control (needs `maxLength`). */
  showCount?: boolean;
  /** Characters left from which the counter turns to a warning and is announced. @default min(10, ceil(max / 5)) */
  countThreshold?: number;
  labels?: Partial<TextFieldLabels>;
  /** id of the control (the label points at it); generated when omitted. */
  id?: string;
  /** Class of the field (label, control, hint, error); `className` goes to the control. */
  fieldClassName?: string;
}

export type TextFieldInputProps = TextFieldOwnProps &
  Omit<InputProps, keyof TextFieldOwnProps> & {
    /** @default false */
    multiline?: false;
  };
export type TextFieldMultilineProps = TextFieldOwnProps &
  Omit<TextareaProps, keyof TextFieldOwnProps> & {
    /** A `Textarea` instead of an `Input`. */
    multiline: true;
  };
export type TextFieldProps = TextFieldInputProps | TextFieldMultilineProps;

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Whether the counter shows, warns (few left) or is over the limit. */
function countState(length: number, max: number, threshold: number) {
  if (length > max) return 'over' as const;
  if (max - length <= threshold) return 'near' as const;
  return 'ok' as const;
}

/**
 * Label, input, hint, error and an optional character counter as one field, on top of {@link Field} with an
 * {@link Input} (or a {@link Textarea} with `multiline`). Works controlled (`value` + `onChange`) and uncontrolled,
 * including react-hook-form's `register`: the ref is forwarded to the control and `name`, `onChange` and `onBlur`
 * reach it untouched.
 *
 * ```tsx
 * <TextField label={t('campaign.title')} maxLength={60} showCount {...register('title')} error={errors.title?.message} />
 * ```
 *
 * The counter ("12/60") is visual; the limit is read with the field's description, and when few characters are
 * left (or too many are typed) a polite live region says so once typing pauses. The count follows the control's
 * value as typed; after a programmatic change (a form reset) it follows at the next render.
 */
export const TextField = forwardRef<Control, TextFieldProps>(function TextField(props, forwardedRef) {
  const {
    label,
    hint,
    error,
    required = false,
    disabled = false,
    maxLength,
    hardMaxLength,
    showCount = false,
    countThreshold,
    labels: labelsProp,
    id,
    fieldClassName,
    multiline = false,
    onChange,
    ...control
  } = props;
  const labels = { ...defaultTextFieldLabels, ...labelsProp };
  const counting = maxLength !== undefined;
  const threshold = countThreshold ?? (counting ? defaultCountThreshold(maxLength) : 0);

  const inner = useRef<Control | null>(null);
  const setRef = useCallback(
    (node: Control | null) => {
      inner.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const controlled = control.value !== undefined && control.value !== null;
  const [typedLength, setTypedLength] = useState(() => textLength(String(control.defaultValue ?? '')));
  const length = controlled ? textLength(String(control.value)) : typedLength;
  // Uncontrolled values can change without an input event (a form library's reset writes the DOM value), so the
  // DOM is read after every render; it sets state only when the count differs, so it cannot loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (controlled || !counting || !inner.current) return;
    const now = textLength(inner.current.value);
    if (now !== typedLength) setTypedLength(now);
  });

  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (event: ChangeEvent<Control>) => {
    if (counting) {
      const next = textLength(event.currentTarget.value);
      // The typed character is on screen already (the control is the browser's); the counter follows as a
      // transition, so a keystroke does not wait for this field's render (a newer key overtakes a pending one).
      if (!controlled) startTransition(() => setTypedLength(next));
      clearTimeout(timer.current);
      const state = countState(next, maxLength, threshold);
      if (state === 'ok') {
        // Cleared, so crossing the threshold again is announced again.
        setAnnouncement('');
      } else {
        const text =
          state === 'over'
            ? say(labels.over, next - maxLength, maxLength)
            : say(labels.remaining, maxLength - next, maxLength);
        timer.current = setTimeout(() => setAnnouncement(text), COUNT_ANNOUNCE_DELAY_MS);
      }
    }
    (onChange as ((e: ChangeEvent<Control>) => void) | undefined)?.(event);
  };

  const state = counting ? countState(length, maxLength, threshold) : 'ok';
  // The limit is read with the hint (after the error), so it is heard before typing; the counter itself is visual
  // and stays out of the description (Field's hintEnd): a description that changed on every key made Chromium's
  // autofill parse the whole form again per keystroke.
  const shownHint = counting ? (
    <span className="adn-TextField-hint-row">
      {hint != null && hint !== false && <span className="adn-TextField-hint-text">{hint}</span>}
      <span className="adn-visually-hidden">{say(labels.limit, length, maxLength)}</span>
    </span>
  ) : (
    hint
  );
  const counter =
    counting && showCount ? (
      <span
        className="adn-TextField-count"
        data-slot="text-field-count"
        data-state={state}
        aria-hidden="true"
      >
        {say(labels.counter, length, maxLength)}
      </span>
    ) : undefined;

  return (
    <Field
      label={label}
      hint={shownHint}
      hintEnd={counter}
      error={error}
      required={required}
      disabled={disabled}
      {...(id !== undefined && { controlId: id })}
      data-multiline={multiline || undefined}
      className={cx('adn-TextField', fieldClassName)}
    >
      {multiline ? (
        <Textarea
          {...(control as Omit<TextareaProps, 'onChange'>)}
          maxLength={hardMaxLength}
          onChange={handleChange}
          ref={setRef as Ref<HTMLTextAreaElement>}
        />
      ) : (
        <Input
          {...(control as Omit<InputProps, 'onChange'>)}
          maxLength={hardMaxLength}
          onChange={handleChange}
          ref={setRef as Ref<HTMLInputElement>}
        />
      )}
      {counting && (
        <span className="adn-visually-hidden" aria-live="polite" data-slot="text-field-announcer">
          {announcement}
        </span>
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
