import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Card, TextField } from '@adnet/ui';
import { fitsUsdtDecimals, maxWithdrawAmount, tronAddressProblem } from '@adnet/api-client';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { describeError } from '../../data/errors';
import { useTrack } from '../../data/track';
import {
  WALLET_RESOURCES,
  useBalance,
  useRecentWithdrawAddresses,
  useSendWithdrawCode,
  useTronFee,
  useUserConstants,
  useWithdrawCall,
} from '../../data/wallet';
import { useFormat } from '../../i18n/format';

/** An address as a recent-address button shows it: its first 6 and last 4 characters. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Seconds before another code may be asked (the server keeps the last one valid meanwhile). */
export const RESEND_AFTER_S = 60;

const addressRule = (problem: string, message: string) =>
  v.check((text: string) => {
    const found = tronAddressProblem(text);
    return found === null || found !== problem;
  }, message);

/**
 * The withdraw form's rules for the limits of the moment (`min` the network's minimum, `top` the most the balance
 * allows after the fee); messages are translation keys.
 */
export const withdrawSchema = (min: number, top: number) =>
  v.object({
    wallet: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.required'),
      addressRule('length', 'wallet.errors.addressLength'),
      addressRule('alphabet', 'wallet.errors.addressAlphabet'),
      addressRule('prefix', 'wallet.errors.addressPrefix'),
      addressRule('checksum', 'wallet.errors.addressChecksum'),
    ),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.regex(/^\d+([.,]\d+)?$/, 'validation.number'),
      v.transform((text) => Number(text.replace(',', '.'))),
      v.check(fitsUsdtDecimals, 'wallet.errors.decimals'),
      v.check((n) => n > 0 && n >= min, 'wallet.errors.belowMin'),
      v.check((n) => n <= top, 'wallet.errors.aboveAvailable'),
    ),
    memoTag: v.pipe(v.string(), v.trim(), v.maxLength(64, 'wallet.errors.memoTooLong')),
    confirmationCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'wallet.errors.code')),
  });

/**
 * The withdraw form (spec section 7): TRON address, amount and optional memo are checked here first (address
 * length, alphabet and base58check checksum; amount at most what is available minus the fee, at most 6 decimals),
 * the network fee is shown before anything is sent, then "Send code" asks for a confirmation naming address,
 * amount, fee and total and mails the code; the withdraw goes with that code. A wrong or expired code says so on
 * its field and keeps every input; recent addresses are offered as buttons, never filled in by themselves.
 */
export function WithdrawForm() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const balance = useBalance();
  const fee = useTronFee();
  const constants = useUserConstants();
  const recent = useRecentWithdrawAddresses();
  // After "Send code" the code field is where the user goes next: the confirmation hands focus to it as it closes
  // (a timer of our own raced the dialog's own focus return and lost under load).
  const sendCode = useSendWithdrawCode({
    focusNext: () =>
      document.querySelector<HTMLInputElement>('.withdraw-form input[name="confirmationCode"]'),
  });
  const withdraw = useWithdrawCall();
  const track = useTrack();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [resendIn, setResendIn] = useState(0);

  const available = balance.data ? Math.max(0, balance.data.balance - balance.data.frozenBalance) : null;
  const feeValue = fee.data?.fee ?? null;
  const max = available !== null && feeValue !== null ? maxWithdrawAmount(available, feeValue) : null;
  const min = constants.data?.minWithdrawAmount ?? 0;
  const top = max ?? 0;

  // A new schema when the limits change (the balance refreshed); the form reads its resolver each render.
  const schema = useMemo(() => withdrawSchema(min, top), [min, top]);

  const { form, onSubmit, submitting, rootError, field } = useRecipeForm({
    name: 'wallet.withdraw',
    schema,
    defaultValues: { wallet: '', amount: '', memoTag: '', confirmationCode: '' },
    submit: (values, call) => withdraw(values, call),
    revalidates: WALLET_RESOURCES,
    success: (w) => t('wallet.withdraw.done', { amount: fmt.money(w.amount) }),
    // A failure is said once, where the user is: on its field or beside the button, not again in a toast.
    toastFailures: false,
    onSuccess: () => {
      track('withdraw_requested');
      form.reset();
      setStep('details');
      setResendIn(0);
    },
  });

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const requestCode = async () => {
    form.clearErrors('root.server');
    const ok = await form.trigger(['wallet', 'amount', 'memoTag'], { shouldFocus: true });
    if (!ok || feeValue === null || !balance.data) return;
    const { wallet, amount, memoTag } = form.getValues();
    const result = await sendCode.trigger({
      wallet: wallet.trim(),
      amount: Number(amount.trim().replace(',', '.')),
      memoTag: memoTag.trim(),
      fee: feeValue,
      balance: balance.data.balance,
    });
    if (!result.ok) {
      if (!('cancelled' in result))
        form.setError('root.server', { type: 'server', message: describeError(t, result.error) });
      return;
    }
    setStep('code');
    setResendIn(RESEND_AFTER_S);
  };

  const ready = max !== null;
  const amountHint =
    max === null
      ? t('common.loading')
      : t('wallet.withdraw.amountHint', { min: fmt.money(min), max: fmt.money(max) });

  return (
    <Card.Root as="section" className="wallet-withdraw" aria-labelledby="wallet-withdraw-title">
      <Card.Header>
        <Card.Title as="h2" id="wallet-withdraw-title">
          {t('wallet.withdraw.title')}
        </Card.Title>
        <Card.Description>{t('wallet.withdraw.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form
          className="withdraw-form"
          noValidate
          onSubmit={(event) => {
            if (step === 'details') {
              event.preventDefault();
              void requestCode();
              return;
            }
            void onSubmit(event);
          }}
        >
          <TextField
            label={t('wallet.withdraw.address')}
            hint={t('wallet.withdraw.addressHint')}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            required
            {...field('wallet')}
          />
          {recent.length > 0 ? (
            <div className="withdraw-recent" role="group" aria-label={t('wallet.withdraw.recent')}>
              <span className="withdraw-recent-label">{t('wallet.withdraw.recent')}</span>
              {recent.map((address) => (
                <Button
                  key={address}
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    form.setValue('wallet', address, { shouldValidate: true, shouldDirty: true })
                  }
                  // The name holds the text shown (WCAG 2.5.3); the whole address is in the tooltip.
                  aria-label={t('wallet.withdraw.useAddress', { address: short(address) })}
                  title={address}
                >
                  <code dir="ltr">{short(address)}</code>
                </Button>
              ))}
            </div>
          ) : null}
          <div className="withdraw-amount">
            <TextField
              label={t('wallet.withdraw.amount')}
              hint={amountHint}
              inputMode="decimal"
              autoComplete="off"
              required
              {...field('amount')}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!max}
              onClick={() =>
                max !== null &&
                form.setValue('amount', String(max), { shouldValidate: true, shouldDirty: true })
              }
            >
              {t('wallet.withdraw.max')}
            </Button>
          </div>
          <TextField
            label={t('wallet.withdraw.memo')}
            hint={t('wallet.withdraw.memoHint')}
            autoComplete="off"
            maxLength={64}
            {...field('memoTag')}
          />
          <p className="withdraw-fee" data-testid="withdraw-fee">
            {feeValue === null
              ? fee.error
                ? t('wallet.withdraw.feeError')
                : t('wallet.withdraw.feeLoading')
              : t('wallet.withdraw.feeLine', { fee: fmt.money(feeValue) })}
          </p>
          {step === 'code' ? (
            <div className="withdraw-code">
              <TextField
                label={t('wallet.withdraw.code')}
                hint={t('wallet.withdraw.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                {...field('confirmationCode')}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={resendIn > 0 || sendCode.isMutating}
                onClick={() => void requestCode()}
              >
                {resendIn > 0
                  ? t('wallet.withdraw.resendIn', { count: resendIn })
                  : t('wallet.withdraw.resend')}
              </Button>
            </div>
          ) : null}
          <FormError error={rootError} />
          <div className="withdraw-actions">
            {step === 'details' ? (
              <Button type="submit" loading={sendCode.isMutating} disabled={!ready}>
                {t('wallet.withdraw.sendCode')}
              </Button>
            ) : (
              <>
                <Button type="submit" loading={submitting}>
                  {t('wallet.withdraw.submit')}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setStep('details')}>
                  {t('wallet.withdraw.back')}
                </Button>
              </>
            )}
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
