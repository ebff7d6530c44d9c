import { useCallback, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { toast } from '@adnet/ui';
import { describeError, serverFieldErrors, toFormFieldName } from './errors';
import { useAction, type ActionResult } from './use-action';

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
 */
export interface RecipeFormOptions<TSchema extends v.GenericSchema<FieldValues, FieldValues>, R> {
  /** Names the submit's mutation key. */
  name: string;
  schema: TSchema;
  defaultValues: DefaultValues<v.InferInput<TSchema>>;
  submit: (values: v.InferOutput<TSchema>) => Promise<R>;
  /** Resources the submit changes (revalidated after success). */
  revalidates?: readonly string[];
  success?: (result: R, values: v.InferOutput<TSchema>) => ReactNode | null;
  onSuccess?: (result: R, values: v.InferOutput<TSchema>) => void;
  /** Maps a server field path to a form field; by default `ads[0].link` -> `ads.0.link`. Null drops it. */
  fieldOf?: (path: string) => string | null;
  /** The sentence for a failure that is not about a field (a form's own codes); `describeError` by default. */
  describeFailure?: (error: unknown) => string;
}

export function useRecipeForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>, R>(
  options: RecipeFormOptions<TSchema, R>,
) {
  type Input = v.InferInput<TSchema>;
  type Output = v.InferOutput<TSchema>;
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(options.schema) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const action = useAction<Output, R>({
    name: options.name,
    run: options.submit,
    revalidates: options.revalidates ?? [],
    // A form tells its failure itself: on the fields, or beside the button and in a toast.
    failure: null,
    ...(options.success && { success: options.success }),
  });
  const running = useRef(false);

  const { fieldOf: mapField, describeFailure } = options;
  const applyFailure = useCallback(
    (result: Extract<ActionResult<R>, { ok: false }>) => {
      if ('cancelled' in result) return;
      const fieldOf = mapField ?? toFormFieldName;
      let first: string | null = null;
      for (const [path, message] of Object.entries(serverFieldErrors(result.error))) {
        const name = fieldOf(path);
        if (!name) continue;
        form.setError(name as FieldPath<Input>, { type: 'server', message });
        first ??= name;
      }
      const own = describeFailure?.(result.error);
      if (first) {
        form.setFocus(first as FieldPath<Input>);
        if (own) form.setError('root.server', { type: 'server', message: own });
        toast.error(own ?? t('errors.validation'));
        return;
      }
      const message = own ?? describeError(t, result.error);
      form.setError('root.server', { type: 'server', message });
      toast.error(message);
    },
    [form, mapField, describeFailure, t],
  );

  const onSubmit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      if (running.current) return;
      running.current = true;
      try {
        form.clearErrors('root.server');
        const result = await action.trigger(values);
        if (result.ok) options.onSuccess?.(result.data, values);
        else applyFailure(result);
      } finally {
        running.current = false;
      }
    })(event);

  return {
    form,
    onSubmit,
    submitting: form.formState.isSubmitting,
    rootError: form.formState.errors.root?.server?.message,
    /** Props for a ui `TextField`: registration plus the field's translated error. */
    field: (name: FieldPath<Input>) => ({
      ...form.register(name),
      error: fieldError(t, form, name),
    }),
  };
}

/**
 * A field's error in words: client rules carry translation keys, the server's messages are shown as sent (the
 * real API answers in the `accept-language` the client sends).
 */
export function fieldError<T extends FieldValues>(
  t: (key: string) => string,
  form: UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T, unknown, T>,
  name: FieldPath<T>,
): string | undefined {
  const state = form.getFieldState(name, form.formState);
  const error = state.error;
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}
