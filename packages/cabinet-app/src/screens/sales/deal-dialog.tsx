import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Dialog, Field, Select, TextField } from '@adnet/ui';
import { DEAL_LIMITS, DEAL_STAGES, type Deal, type DealStage } from '@adnet/api-client';
import { SALES_RESOURCES, useDealClientChoices, useSaveDeal } from '../../data/sales';
import { fieldError, useRecipeForm, FormError } from '../../data/use-recipe-form';

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
 * The form recipe puts the server's field errors on their fields and keeps what was typed on a failure.
 */
export function DealDialog({
  open,
  onOpenChange,
  deal,
  clientId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deal to edit; a new deal without it. */
  deal?: Deal | null;
  /** The client of a new deal, fixed (a client's page). */
  clientId?: number;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content labels={{ close: t('common.close') }}>
        <Dialog.Title>{deal ? t('sales.deal.editTitle') : t('sales.deal.newTitle')}</Dialog.Title>
        {open ? (
          <DealForm deal={deal ?? null} clientId={clientId} onDone={() => onOpenChange(false)} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DealForm({
  deal,
  clientId,
  onDone,
}: {
  deal: Deal | null;
  clientId: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDeal();
  const clients = useDealClientChoices();
  const fixedClient = clientId ?? null;
  const { form, onSubmit, field, submitting, rootError } = useRecipeForm({
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
    onSuccess: onDone,
  });
  const clientOptions = (clients.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (deal && !clientOptions.some((o) => o.value === String(deal.clientId)))
    clientOptions.push({ value: String(deal.clientId), label: deal.clientName });
  return (
    <form onSubmit={onSubmit} noValidate className="deal-form">
      <Dialog.Body>
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
          <FormError error={rootError} />
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {deal ? t('common.save') : t('sales.deal.create')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
