import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Field, Select, TextField } from '@adnet/ui';
import { DEAL_LIMITS, DEAL_STAGES, type Deal, type DealStage } from '@adnet/api-client';
import { SALES_RESOURCES, useDealClientChoices, useSaveDeal } from '../../data/sales';
import { fieldError, useRecipeForm } from '../../data/use-recipe-form';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** The deal form's rules; messages are translation keys. */
export const dealSchema = v.object({
  clientId: v.pipe(v.string(), v.minLength(1, 'validation.required'), v.transform(Number)),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(DEAL_LIMITS.titleMin, 'sales.deal.titleShort'),
    v.maxLength(DEAL_LIMITS.titleMax, 'sales.deal.titleLong'),
  ),
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'sales.deal.amountFormat'),
    v.transform(Number),
    v.maxValue(DEAL_LIMITS.amountMax, 'sales.deal.amountMax'),
  ),
  stage: v.picklist(DEAL_STAGES, 'validation.required'),
});

/**
 * Creates a deal (for a client, preset on a client's page) or edits one: client, title, amount in USDT and stage.
 * The form recipe puts the server's field errors on their fields and keeps what was typed on a failure. Mounted
 * while open, so each opening starts from the deal's values.
 */
export function DealDialog({
  deal,
  clientId,
  onClose,
}: {
  /** The deal to edit; a new deal without it. */
  deal: Deal | null;
  /** The client of a new deal, fixed (a client's page). */
  clientId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDeal();
  const clients = useDealClientChoices();
  const fixedClient = clientId ?? null;
  const recipe = useRecipeForm({
    name: deal ? 'deal.edit' : 'deal.create',
    schema: dealSchema,
    defaultValues: {
      clientId: String(deal?.clientId ?? fixedClient ?? ''),
      title: deal?.title ?? '',
      amount: deal ? String(deal.amount) : '',
      stage: deal?.stage ?? 'NEW',
    },
    submit: (values, call) => save(deal?.id ?? null, values, call),
    revalidates: SALES_RESOURCES,
    success: (saved) =>
      deal
        ? t('sales.toast.saved', { title: saved.title })
        : t('sales.toast.created', { title: saved.title }),
    onSuccess: onClose,
  });
  const { form, field } = recipe;
  const clientOptions = (clients.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (deal && !clientOptions.some((o) => o.value === String(deal.clientId)))
    clientOptions.push({ value: String(deal.clientId), label: deal.clientName });
  return (
    <RecipeFormDialog
      form={recipe}
      onClose={onClose}
      title={deal ? t('sales.deal.editTitle') : t('sales.deal.newTitle')}
      submit={deal ? t('common.save') : t('sales.deal.create')}
      className="deal-form"
    >
      <div className="deal-form-fields">
        {fixedClient === null ? (
          <Controller
            control={form.control}
            name="clientId"
            render={({ field: f }) => (
              <Field
                label={t('sales.deal.client')}
                error={fieldError(t, form, 'clientId')}
                required
                hint={clients.error ? t('sales.deal.clientsFailed') : undefined}
              >
                <Select
                  options={clientOptions}
                  value={f.value}
                  onValueChange={f.onChange}
                  placeholder={t('sales.deal.chooseClient')}
                />
              </Field>
            )}
          />
        ) : null}
        <TextField
          label={t('sales.deal.title')}
          required
          maxLength={DEAL_LIMITS.titleMax}
          {...field('title')}
        />
        <TextField
          label={t('sales.deal.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          {...field('amount')}
        />
        <Controller
          control={form.control}
          name="stage"
          render={({ field: f }) => (
            <Field label={t('sales.deal.stage')}>
              <Select
                options={DEAL_STAGES.map((s) => ({ value: s, label: t(`sales.stage.${s}`) }))}
                value={f.value}
                onValueChange={(value) => f.onChange(value as DealStage)}
              />
            </Field>
          )}
        />
      </div>
    </RecipeFormDialog>
  );
}
