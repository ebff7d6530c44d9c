import { useCallback, useId, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { toast } from '@adnet/ui';
import { isUnclearOutcome, newIdempotencyKey } from '@adnet/api-client';
import { useFormat } from '../i18n/format';
import { describeError, serverFieldErrors, serverFieldMessage, toFormFieldName } from './errors';
import type { ConfirmRequest } from '../shell/confirm';
import { useAction, type ActionResult } from './use-action';
import type { Resource } from './swr-keys';

/**
 * The form recipe: react-hook-form with a valibot schema (the app's one schema library), submitted through the
 * action recipe.
 *
 * - Client rules live in the schema; their messages are translation keys (`'validation.required'`), shown
 *   translated on their fields. The server's `fields` (a 400 `VALIDATION_ERROR`) land on the same fields, and
 *   focus goes to the first of them.
 * - Nothing typed is ever lost: values are never reset after a failure; only a success may navigate away.
 * - The submit button is the only busy control (`submitting`); a second submit while one runs is ignored, so
 *   nothing is sent twice.
 * - A failure that is not about a field is told by a translated toast and kept as `rootError` beside the button.
 *   A form has one failure toast: the next failure replaces it (and restarts its time) instead of stacking
 *   another. Stacked toasts of one form grew down from the top over the form itself, and the pointer resting on
 *   them pauses them, so a user (or a test) pressing the button again after a few failures hit the toasts.
 * - A resend after an unclear outcome writes once: `submit` gets the call's `idempotencyKey` (pass it to the API
 *   function's options). When a submit ends with no answer, a timeout, an unreadable answer or a 5xx, the server
 *   may have done the write; sending the same values again reuses that key, so the server answers what it did
 *   instead of writing twice (a deal created twice after a garbled answer, found by the fault harness). Changed
 *   values, a clear refusal (4xx) or a success start a new key.
 */
export interface RecipeFormOptions<TSchema extends v.GenericSchema<FieldValues, FieldValues>, R> {
  /** Names the submit's mutation key. */
  name: string;
  schema: TSchema;
  defaultValues: DefaultValues<v.InferInput<TSchema>>;
  /** Sends the values; pass `call.idempotencyKey` to the API function's options (see above). */
  submit: (values: v.InferOutput<TSchema>, call: RecipeCall) => Promise<R>;
  /** Resources the submit changes (revalidated after success). */
  revalidates?: readonly Resource[];
  success?: (result: R, values: v.InferOutput<TSchema>) => ReactNode | null;
  onSuccess?: (result: R, values: v.InferOutput<TSchema>) => void;
  /** Runs after a failure was told (a decision someone else took first: refresh what it was about). */
  onFailure?: (error: unknown) => void;
  /** Maps a server field path to a form field; by default `ads[0].link` -> `ads.0.link`. Null drops it. */
  fieldOf?: (path: string) => string | null;
  /**
   * The sentence for a failure (a form's own codes), beside the button; `describeError` by default, and for a
   * failure it returns undefined for.
   */
  describeFailure?: (error: unknown) => string | undefined;
  /**
   * Whether a failure is also told in a toast (default true). A form in a dialog says it once, where the user is
   * (on its field, or beside the button): a toast beside the dialog said it a second time.
   */
  toastFailures?: boolean;
  /**
   * Asks first, once the values are valid, when this returns a request (a form that moves money: the question
   * repeats what was typed, so a slip of the finger is caught before anything is sent). Cancelling keeps every
   * value and sends nothing.
   */
  confirm?: (values: v.InferOutput<TSchema>) => ConfirmRequest | null;
}

/** What the form recipe hands its `submit` besides the values. */
export interface RecipeCall {
  /** The write's `Idempotency-Key`: the same as the last attempt's when it is a resend after an unclear outcome. */
  idempotencyKey: string;
}

export function useRecipeForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>, R>(
  options: RecipeFormOptions<TSchema, R>,
) {
  type Input = v.InferInput<TSchema>;
  type Output = v.InferOutput<TSchema>;
  const { t } = useTranslation();
  const fmt = useFormat();
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(options.schema) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  /** The key of the attempt in flight, and of the last one when its outcome was unclear (with its values). */
  const key = useRef('');
  const unclear = useRef<{ values: string; key: string } | null>(null);
  const action = useAction<Output, R>({
    name: options.name,
    run: (values) => options.submit(values, { idempotencyKey: key.current }),
    revalidates: options.revalidates ?? [],
    // A form tells its failure itself: on the fields, or beside the button and in a toast.
    failure: null,
    ...(options.success && { success: options.success }),
    ...(options.confirm && { confirm: options.confirm }),
  });
  const running = useRef(false);
  const failureToast = `form-failure-${useId()}`;

  const { fieldOf: mapField, describeFailure, toastFailures = true } = options;
  const applyFailure = useCallback(
    (result: Extract<ActionResult<R>, { ok: false }>) => {
      if ('cancelled' in result) return;
      const fieldOf = mapField ?? toFormFieldName;
      let first: string | null = null;
      for (const [path, message] of Object.entries(serverFieldErrors(result.error))) {
        const name = fieldOf(path);
        if (!name) continue;
        form.setError(name as FieldPath<Input>, {
          type: 'server',
          message: serverFieldMessage(t, message, fmt.number),
        });
        first ??= name;
      }
      const own = describeFailure?.(result.error);
      if (first) {
        form.setFocus(first as FieldPath<Input>);
        if (own) form.setError('root.server', { type: 'server', message: own });
        if (toastFailures) toast.error(own ?? t('errors.validation'), { id: failureToast });
        return;
      }
      const message = own ?? describeError(t, result.error);
      form.setError('root.server', { type: 'server', message });
      if (toastFailures) toast.error(message, { id: failureToast });
    },
    [form, mapField, describeFailure, toastFailures, t, fmt, failureToast],
  );

  const onSubmit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      if (running.current) return;
      running.current = true;
      try {
        form.clearErrors('root.server');
        const sent = JSON.stringify(values);
        key.current = unclear.current?.values === sent ? unclear.current.key : newIdempotencyKey();
        const result = await action.trigger(values);
        if (!('cancelled' in result))
          unclear.current =
            !result.ok && isUnclearOutcome(result.error) ? { values: sent, key: key.current } : null;
        if (result.ok) options.onSuccess?.(result.data, values);
        else {
          applyFailure(result);
          if (!('cancelled' in result)) options.onFailure?.(result.error);
        }
      } finally {
        running.current = false;
      }
    })(event);

  return {
    form,
    onSubmit,
    submitting: form.formState.isSubmitting,
    rootError: form.formState.errors.root?.server?.message,
    /**
     * Props for a ui `TextField`: registration plus the field's translated error. `vars` fill the placeholders of
     * the field's rule messages (`validation.tooLong` says `{{max}}`): without them the user read the placeholder.
     */
    field: (name: FieldPath<Input>, vars?: Record<string, string | number>) => ({
      ...form.register(name),
      error: fieldError((key) => t(key, vars ?? {}), form, name),
    }),
  };
}

/**
 * A field's error in words: client rules carry translation keys; the server's messages were put in the user's words
 * when they came (`serverFieldMessage`).
 */
export function fieldError<T extends FieldValues>(
  t: (key: string) => string,
  form: UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T, unknown, T>,
  name: FieldPath<T>,
): string | undefined {
  // Only the errors are read through the form state (subscribing the form to them): `getFieldState` also read the
  // dirty and touched fields, so the whole form re-rendered when a field was first typed in or left.
  const error = get(form.formState.errors, name) as FieldError | undefined;
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

/**
 * A form's error that belongs to no field (the recipe's `rootError`): one look and one slot on every form, announced
 * when it appears. `children` follow the sentence (a way out, such as the sign-in's resend link). It lives with the
 * recipe so that it rides in the recipe's chunk: a module of its own was one more chunk on every form's route.
 * Styled by `.form-error` in app.css.
 */
export function FormError({ id, error, children }: { id?: string; error: ReactNode; children?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {error}
      {children}
    </p>
  );
}
