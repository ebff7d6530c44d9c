import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Card, Checkbox, Field, RadioGroup, SearchableSelect, TextField } from '@adnet/ui';
import {
  FOREIGN_REG_NUMBER_MAX_LENGTH,
  FOREIGN_TAX_NUMBER_MAX_LENGTH,
  LEGAL_INFO_TYPES,
  LEGAL_NAME_MAX_LENGTH,
  checkLegalInfo,
  innLength,
  isForeignParty,
  isIndividualParty,
  type LegalInfo,
  type LegalInfoField,
  type LegalInfoInput,
  type LegalInfoProblem,
  type LegalInfoType,
} from '@adnet/api-client';
import { LEGAL_INFO_RESOURCES, useLegalInfoWrites } from '../../data/legal-info';
import { fieldError, useRecipeForm, FormError } from '../../data/use-recipe-form';
import { countryOptions } from './countries';

/** The limits the error texts name. */
const LIMITS = {
  name: LEGAL_NAME_MAX_LENGTH,
  reg: FOREIGN_REG_NUMBER_MAX_LENGTH,
  tax: FOREIGN_TAX_NUMBER_MAX_LENGTH,
};

type Values = {
  type: LegalInfoType;
  name: string;
  inn: string;
  countryCode: string;
  foreignRegNumber: string;
  foreignTaxNumber: string;
  vatPayer: boolean;
};

/** The translation key of a field's problem; the ИНН's length names the type's count of digits. */
function problemKey(field: LegalInfoField, problem: LegalInfoProblem, type: LegalInfoType): string {
  if (problem === 'innLength') return `legalInfo.errors.innLength${innLength(type) ?? 10}`;
  if (problem === 'tooLong') return `legalInfo.errors.tooLong.${field}`;
  return `legalInfo.errors.${problem}`;
}

const FIELDS: readonly LegalInfoField[] = [
  'name',
  'inn',
  'countryCode',
  'foreignRegNumber',
  'foreignTaxNumber',
];

/**
 * One rule per field, all from the contract's own `checkLegalInfo` (the server refuses exactly the same), each
 * reported on its field. The message is found per value, so one check per field says what is wrong.
 */
export const legalInfoSchema = v.pipe(
  v.object({
    type: v.picklist(LEGAL_INFO_TYPES),
    name: v.string(),
    inn: v.string(),
    countryCode: v.string(),
    foreignRegNumber: v.string(),
    foreignTaxNumber: v.string(),
    vatPayer: v.boolean(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    const problems = checkLegalInfo(values);
    for (const field of FIELDS) {
      const problem = problems[field];
      if (!problem) continue;
      addIssue({
        message: problemKey(field, problem, values.type),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: values,
            key: field,
            value: values[field],
          },
        ],
      });
    }
  }),
);

const defaults = (l: LegalInfo | undefined): Values => ({
  type: l?.type ?? 'LEGAL_ENTITY',
  name: l?.name ?? '',
  inn: l?.inn ?? '',
  countryCode: l?.countryCode ?? '',
  foreignRegNumber: l?.foreignRegNumber ?? '',
  foreignTaxNumber: l?.foreignTaxNumber ?? '',
  vatPayer: l?.vatPayer ?? false,
});

/**
 * Adds a legal info, or edits `editing`. The type decides the fields: residents an ИНН (10 digits for a legal
 * entity, 12 for an individual or a sole trader, check digits verified here and by the server), foreign parties a
 * country and a registration or tax number; individuals never pay VAT (the box is off and disabled). Fields of
 * another type are kept while the user switches back and forth, and never sent (`toLegalInfoInputWire`). The
 * server's field messages land on their fields; nothing typed is lost on a failure.
 */
export function LegalInfoForm({
  editing,
  onDone,
}: {
  editing?: LegalInfo;
  /** After a save (the page goes back to adding) or a cancel. */
  onDone: (saved: LegalInfo | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const writes = useLegalInfoWrites();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const { form, onSubmit, submitting, rootError } = useRecipeForm({
    name: editing ? 'legalInfo.update' : 'legalInfo.create',
    schema: legalInfoSchema,
    defaultValues: defaults(editing),
    revalidates: LEGAL_INFO_RESOURCES,
    // The form's Idempotency-Key goes along: a resend after an unclear outcome writes once (the recipe).
    submit: (values: LegalInfoInput, call) =>
      editing ? writes.update(editing.id, values, call) : writes.create(values, call),
    success: (saved) =>
      t(editing ? 'legalInfo.toast.saved' : 'legalInfo.toast.created', { name: saved.name }),
    onSuccess: (saved) => {
      if (!editing) form.reset(defaults(undefined));
      onDone(saved);
    },
  });

  const type = (useWatch({ control: form.control, name: 'type' }) ?? 'LEGAL_ENTITY') as LegalInfoType;
  const foreign = isForeignParty(type);
  const individual = isIndividualParty(type);
  const error = (name: keyof Values) => fieldError((key) => t(key, LIMITS), form, name);
  const text = (name: keyof Values) => ({ ...form.register(name), error: error(name) });
  const titleId = editing ? 'legal-info-edit-title' : 'legal-info-new-title';

  return (
    <Card.Root as="section" className="legal-info-form-card" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {editing ? t('legalInfo.form.editTitle', { name: editing.name }) : t('legalInfo.form.newTitle')}
        </Card.Title>
        <Card.Description>{t('legalInfo.form.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form className="legal-info-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <Controller
            control={form.control}
            name="type"
            render={({ field: f }) => (
              <RadioGroup
                label={t('legalInfo.form.type')}
                name="type"
                value={f.value}
                onValueChange={(value) => {
                  f.onChange(value);
                  if (isIndividualParty(value as LegalInfoType)) form.setValue('vatPayer', false);
                  form.clearErrors();
                }}
                options={LEGAL_INFO_TYPES.map((value) => ({
                  value,
                  label: t(`legalInfo.type.${value}`),
                  description: t(`legalInfo.typeHint.${value}`),
                }))}
                required
              />
            )}
          />
          <TextField
            label={t(individual ? 'legalInfo.form.personName' : 'legalInfo.form.name')}
            hint={t(individual ? 'legalInfo.form.personNameHint' : 'legalInfo.form.nameHint')}
            autoComplete="off"
            maxLength={LEGAL_NAME_MAX_LENGTH}
            required
            {...text('name')}
          />
          {foreign ? (
            <>
              <Controller
                control={form.control}
                name="countryCode"
                render={({ field: f }) => (
                  <Field label={t('legalInfo.form.country')} error={error('countryCode')} required>
                    <SearchableSelect
                      name="countryCode"
                      options={countries}
                      value={f.value}
                      onValueChange={(value) => {
                        f.onChange(value);
                        void form.trigger('countryCode');
                      }}
                      placeholder={t('legalInfo.form.countryPlaceholder')}
                      labels={{ noResults: t('legalInfo.form.noCountry') }}
                    />
                  </Field>
                )}
              />
              <TextField
                label={t('legalInfo.form.foreignRegNumber')}
                hint={t('legalInfo.form.foreignNumbersHint')}
                autoComplete="off"
                spellCheck={false}
                maxLength={FOREIGN_REG_NUMBER_MAX_LENGTH}
                {...text('foreignRegNumber')}
              />
              <TextField
                label={t('legalInfo.form.foreignTaxNumber')}
                autoComplete="off"
                spellCheck={false}
                maxLength={FOREIGN_TAX_NUMBER_MAX_LENGTH}
                {...text('foreignTaxNumber')}
              />
            </>
          ) : (
            <TextField
              label={t('legalInfo.form.inn')}
              hint={t(innLength(type) === 10 ? 'legalInfo.form.innHint10' : 'legalInfo.form.innHint12')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              // Room for spaces or dashes as pasted; the client sends the digits.
              maxLength={20}
              required
              {...text('inn')}
            />
          )}
          <Controller
            control={form.control}
            name="vatPayer"
            render={({ field: f }) => (
              <Checkbox
                name="vatPayer"
                label={t('legalInfo.form.vatPayer')}
                description={t(individual ? 'legalInfo.form.vatIndividual' : 'legalInfo.form.vatHint')}
                checked={!individual && f.value}
                disabled={individual}
                onCheckedChange={f.onChange}
              />
            )}
          />
          <FormError error={rootError} />
          <div className="legal-info-actions">
            <Button type="submit" loading={submitting}>
              {editing ? t('legalInfo.form.save') : t('legalInfo.form.add')}
            </Button>
            {editing ? (
              <Button type="button" variant="ghost" onClick={() => onDone(null)}>
                {t('legalInfo.form.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
