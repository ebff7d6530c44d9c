import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { Field, RadioGroup, Select, TextField } from '@adnet/ui';
import {
  FOREIGN_TAX_NUMBER_MAX_LENGTH,
  LEGAL_INFO_TYPES,
  LEGAL_NAME_MAX_LENGTH,
  checkCampaignLegal,
  isForeignParty,
  isIndividualParty,
  type CampaignLegalProblem,
  type LegalInfo,
  type LegalInfoType,
} from '@adnet/api-client';
import { useLegalInfoOptions } from '../../data/campaign-legal';
import { fieldError } from '../../data/use-recipe-form';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import type { EditorValues, LegalField, LegalMode, LegalRules } from './editor-model';
import type { EditorForm, FieldProps } from './editor-form';

/**
 * The Legal section (feature `ru_ad_marking`), loaded after the editor's first paint and only for accounts with the
 * feature, with its texts (`editor-legal` and `legal-info`) and these rules (`lazy-parts.tsx`): who the ads are
 * marked with, a saved legal info from the legal-info page or its details typed for this campaign (type, name, ИНН
 * or a foreign number, VAT rate). The erid is on each ad.
 */

/**
 * Values this chunk keeps to itself rather than importing them from the editor's modules: a value imported from
 * them made the bundler move those modules (and the ad previews' model) into a chunk shared by both, which the
 * editor's and other routes' first visits then paid for.
 */
const MODES: readonly LegalMode[] = ['saved', 'details'];
/** As the editor's `hardCut`: where typing and pasting stop, four times the server's limit. */
const cut = (limit: number) => 4 * limit;
type LegalValues = Pick<
  EditorValues,
  'legalMode' | 'legalInfoId' | 'legalType' | 'legalName' | 'regNumber' | 'vat'
>;
const pickLegal = (v: EditorValues): LegalValues => ({
  legalMode: v.legalMode,
  legalInfoId: v.legalInfoId,
  legalType: v.legalType,
  legalName: v.legalName,
  regNumber: v.regNumber,
  vat: v.vat,
});

/** A VAT rate as the form takes it: digits with at most 2 decimals (a point or a comma). */
const VAT_TYPED = /^\d{1,3}([.,]\d{1,2})?$/;

/**
 * The rules of the typed details (`setLegalRules` of the editor's model): the client's `checkCampaignLegal` (the
 * legal-info ИНН rule and limits) with the cabinet's messages (translation keys), and a VAT rate typed as a number.
 */
export const legalProblems: LegalRules = (values, vat) => {
  const { legalType } = values;
  const message = (problem: CampaignLegalProblem) =>
    problem === 'innLength'
      ? `legalInfo.errors.innLength${legalType === 'LEGAL_ENTITY' ? 10 : 12}`
      : problem === 'vatRate' || problem === 'vatIndividual'
        ? 'editorLegal.errors.vatRate'
        : problem === 'tooLong'
          ? 'editor.errors.tooLong'
          : `legalInfo.errors.${problem}`;
  const out: Partial<Record<LegalField, string>> = {};
  for (const [field, problem] of Object.entries(checkCampaignLegal({ ...values, vat })))
    out[field as LegalField] = message(problem);
  if (vat !== null && !VAT_TYPED.test(values.vat.trim())) out.vat = 'editorLegal.errors.vatRate';
  return out;
};

/** A saved legal info's tax or registration number. */
const numberOf = (info: LegalInfo) => info.inn ?? info.foreignRegNumber ?? info.foreignTaxNumber ?? '—';

export function LegalSection({ form, field }: FieldProps) {
  const { t } = useTranslation();
  const infos = useLegalInfoOptions();
  const [mode, chosen, type] = useWatch({
    control: form.control,
    name: ['legalMode', 'legalInfoId', 'legalType'],
  });
  const info = infos.data?.find((i) => String(i.id) === chosen);
  const NONE = 'none';
  const foreign = isForeignParty(type);
  const individual = isIndividualParty(type);
  return (
    <>
      <Controller
        control={form.control}
        name="legalMode"
        render={({ field: f }) => (
          <RadioGroup
            label={t('editorLegal.way')}
            hint={t('editorLegal.wayHint')}
            name="legalMode"
            value={f.value}
            onValueChange={(v) => f.onChange(v as LegalMode)}
            options={MODES.map((m) => ({
              value: m,
              label: t(`editorLegal.ways.${m}`),
              description: t(`editorLegal.wayDescriptions.${m}`),
            }))}
          />
        )}
      />
      {mode === 'saved' ? (
        <>
          <Controller
            control={form.control}
            name="legalInfoId"
            render={({ field: f }) => (
              <Field label={t('editorLegal.entity')} error={fieldError(t, form, 'legalInfoId')}>
                <Select
                  value={f.value === '' ? NONE : f.value}
                  onValueChange={(v) => f.onChange(v === NONE ? '' : v)}
                  options={[
                    { value: NONE, label: t('editorLegal.none') },
                    ...(infos.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
                  ]}
                />
              </Field>
            )}
          />
          {info ? (
            <dl className="editor-legal">
              <dt>{t('editorLegal.legalName')}</dt>
              <dd>{info.name}</dd>
              <dt>{t('editorLegal.regNumber')}</dt>
              <dd>{numberOf(info)}</dd>
              <dt>{t('editorLegal.vat')}</dt>
              <dd>{info.vatPayer ? t('editorLegal.vatYes') : t('editorLegal.vatNo')}</dd>
            </dl>
          ) : null}
          <p>
            <AppLink to="/legal_info">{t('editorLegal.manage')}</AppLink>
          </p>
        </>
      ) : (
        <>
          <Controller
            control={form.control}
            name="legalType"
            render={({ field: f }) => (
              <Field label={t('legalInfo.form.type')} hint={t(`legalInfo.typeHint.${f.value}`)}>
                <Select
                  value={f.value}
                  onValueChange={(v) => {
                    f.onChange(v as LegalInfoType);
                    // The number means something else now: judge it again if it was judged.
                    if (form.getFieldState('regNumber').isTouched) void form.trigger('regNumber');
                  }}
                  options={LEGAL_INFO_TYPES.map((value) => ({ value, label: t(`legalInfo.type.${value}`) }))}
                />
              </Field>
            )}
          />
          <TextField
            label={t(individual ? 'legalInfo.form.personName' : 'legalInfo.form.name')}
            hint={t(individual ? 'legalInfo.form.personNameHint' : 'legalInfo.form.nameHint')}
            autoComplete="off"
            required
            hardMaxLength={cut(LEGAL_NAME_MAX_LENGTH)}
            {...field('legalName')}
          />
          <TextField
            label={t(foreign ? 'editorLegal.foreignNumber' : 'legalInfo.form.inn')}
            hint={t(
              foreign
                ? 'editorLegal.foreignNumberHint'
                : `legalInfo.form.innHint${type === 'LEGAL_ENTITY' ? 10 : 12}`,
            )}
            autoComplete="off"
            spellCheck={false}
            required
            {...(!foreign && { inputMode: 'numeric' as const })}
            hardMaxLength={cut(FOREIGN_TAX_NUMBER_MAX_LENGTH)}
            {...field('regNumber')}
          />
          {individual ? (
            <p className="editor-summary">{t('legalInfo.form.vatIndividual')}</p>
          ) : (
            <TextField
              label={t('editorLegal.vatRate')}
              hint={t('editorLegal.vatRateHint')}
              inputMode="decimal"
              autoComplete="off"
              hardMaxLength={cut(6)}
              {...field('vat')}
            />
          )}
        </>
      )}
    </>
  );
}

/** The Review section's line on the legal entity (inside its `dl`). */
export function LegalReview({ form }: { form: EditorForm }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const values = useWatch({ control: form.control, compute: pickLegal });
  const infos = useLegalInfoOptions();
  const summary = (name: string, type: LegalInfoType, number: string, vat: string) =>
    t('editorLegal.summary', { name, type: t(`legalInfo.type.${type}`), number, vat });
  let shown = t('editorLegal.none');
  if (values.legalMode === 'saved') {
    const info = infos.data?.find((i) => String(i.id) === values.legalInfoId);
    if (info)
      shown = summary(
        info.name,
        info.type,
        numberOf(info),
        t(info.vatPayer ? 'editorLegal.vatYes' : 'editorLegal.vatNo'),
      );
  } else if (values.legalName.trim()) {
    const rate = Number(values.vat.replace(',', '.'));
    const vat =
      values.vat.trim() === '' || isIndividualParty(values.legalType) || !Number.isFinite(rate)
        ? t('editorLegal.vatNo')
        : t('editorLegal.vatPercent', { rate: fmt.number(rate) });
    shown = summary(values.legalName.trim(), values.legalType, values.regNumber.trim() || '—', vat);
  }
  return (
    <>
      <dt>{t('editorLegal.review')}</dt>
      <dd data-testid="legal-review">{shown}</dd>
    </>
  );
}
