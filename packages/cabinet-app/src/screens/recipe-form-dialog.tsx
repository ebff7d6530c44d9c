import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '@adnet/ui';

/**
 * ui's `FormDialog` driven by the form recipe (`useRecipeForm`): the recipe checks (its messages on its fields),
 * sends and keeps every value after a failure; the dialog shows its busy submit and its root error in the dialog's
 * alert, and closes through `onClose` (the recipe's `onSuccess`, Cancel, Escape), never while sending.
 */
export function RecipeFormDialog({
  form,
  onClose,
  submit,
  children,
  ...dialog
}: Omit<FormDialogProps, 'onSubmit' | 'submitState' | 'open' | 'onOpenChange' | 'labels' | 'children'> & {
  /** The form's fields, stacked. */
  children: ReactNode;
  form: {
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    submitting: boolean;
    rootError?: string | undefined;
  };
  onClose: () => void;
  /** The submit button's text. */
  submit: string;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      labels={{ close: t('common.close'), cancel: t('common.cancel'), submit }}
      submitState={{ pending: form.submitting, error: form.rootError }}
      onSubmit={(_data, event) => void form.onSubmit(event)}
      className="recipe-form"
      {...dialog}
    >
      <div className="recipe-form-fields">{children}</div>
    </FormDialog>
  );
}
