import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import { maxWithdrawAmount } from '@adnet/api-client';
import { formatMoney } from '@adnet/ui';
import { BALANCE, DEPOSIT_ADDRESS, GOOD_TRON_ADDRESS, TRON_FEE, walletApi } from './fixtures';
import {
  DESKTOP,
  LOCALE,
  PHONE,
  asShown,
  expectHeading,
  screenAt,
  screenMeta,
  waitOptions,
} from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * `/wallet` from fixture data: balance, frozen and available money, the TRON deposit address with its QR code, the
 * withdraw form, and the money lists; and the withdraw's confirmation dialog, the step before a code is mailed.
 */
export default {
  title: 'Screens/Wallet',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const AVAILABLE = BALANCE.balance - BALANCE.frozenBalance;

const wallet = (lang: Lang, size: Size): Story => {
  const api = walletApi();
  return {
    ...screenAt('/wallet', api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const locale = LOCALE[lang];
      await expectHeading(canvas, i18next.t('routes.wallet'), 1);
      // Available is the balance less what campaigns hold.
      const available = canvas.getByTestId('wallet-available');
      await waitFor(
        () => expect(available).toHaveTextContent(asShown(formatMoney(AVAILABLE, locale))),
        waitOptions,
      );
      // The deposit address under its QR code and in its copy field.
      await expect(
        await canvas.findByRole('img', { name: i18next.t('wallet.deposit.qrLabel') }, waitOptions),
      ).toBeVisible();
      await expect(canvas.getByDisplayValue(DEPOSIT_ADDRESS)).toBeVisible();
      // The most that can be withdrawn is stated before anything is typed: available less the network fee.
      await expect(
        await canvas.findByText(
          asShown(i18next.t('wallet.withdraw.feeLine', { fee: formatMoney(TRON_FEE, locale) })),
          {},
          waitOptions,
        ),
      ).toBeVisible();
      await expect(api.calls.codeRequests).toBe(0);
    },
  };
};
export const Wallet = wallet('en', DESKTOP);
export const WalletRu = wallet('ru', DESKTOP);
export const WalletCn = wallet('cn', DESKTOP);
export const WalletPhone = wallet('en', PHONE);
export const WalletPhoneRu = wallet('ru', PHONE);
export const WalletPhoneCn = wallet('cn', PHONE);

/**
 * The withdraw dialog: address and amount filled in, "Send code" pressed, and the confirmation open, naming the
 * address, the amount, the fee, what is taken from the balance and the balance after. No code is asked before the user confirms; the story ends with the
 * dialog open, for review.
 */
const withdrawDialog = (lang: Lang, size: Size, name: string): Story => {
  const api = walletApi();
  return {
    name,
    tags: ['flow'],
    parameters: { docs: { story: { inline: false } } },
    ...screenAt('/wallet', api.routes, lang, size),
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const locale = LOCALE[lang];
      const amount = 250;
      await userEvent.type(
        await canvas.findByRole('textbox', { name: i18next.t('wallet.withdraw.address') }, waitOptions),
        GOOD_TRON_ADDRESS,
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: i18next.t('wallet.withdraw.amount') }),
        String(amount),
      );
      // The amount hint names the most: available less the fee (the button is enabled once both are known).
      const max = maxWithdrawAmount(AVAILABLE, TRON_FEE);
      await waitFor(
        () =>
          expect(
            canvas.getByText(
              asShown(
                i18next.t('wallet.withdraw.amountHint', {
                  min: formatMoney(10, locale),
                  max: formatMoney(max, locale),
                }),
              ),
            ),
          ).toBeVisible(),
        waitOptions,
      );
      const send = canvas.getByRole('button', { name: i18next.t('wallet.withdraw.sendCode') });
      await waitFor(() => expect(send).toBeEnabled(), waitOptions);
      await userEvent.click(send);
      // An accessible name keeps its no-break spaces (the figure's and its currency's), unlike a text match.
      const dialog = await within(document.body).findByRole(
        'alertdialog',
        { name: i18next.t('wallet.withdraw.confirm.title', { amount: formatMoney(amount, locale) }) },
        waitOptions,
      );
      const summary = within(dialog);
      // The dialog fades in: wait until it is shown.
      await waitFor(() => expect(summary.getByText(GOOD_TRON_ADDRESS)).toBeVisible(), waitOptions);
      // Each figure under its own words: what is taken from the balance (amount and fee), and the balance after.
      const figures = Object.fromEntries(
        [...dialog.querySelectorAll('.withdraw-summary dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      );
      await expect(figures).toMatchObject({
        [i18next.t('wallet.withdraw.amount')]: formatMoney(amount, locale),
        [i18next.t('wallet.withdraw.fee')]: formatMoney(TRON_FEE, locale),
        [i18next.t('wallet.withdraw.taken')]: formatMoney(amount + TRON_FEE, locale),
        [i18next.t('wallet.withdraw.balanceAfter')]: formatMoney(BALANCE.balance - amount - TRON_FEE, locale),
      });
      await expect(
        summary.getByRole('button', { name: i18next.t('wallet.withdraw.confirm.send') }),
      ).toBeVisible();
      // Nothing is mailed before the user confirms.
      await expect(api.calls.codeRequests).toBe(0);
    },
  };
};
export const WithdrawDialog = withdrawDialog('en', DESKTOP, 'Withdraw: confirm dialog');
export const WithdrawDialogRu = withdrawDialog('ru', DESKTOP, 'Withdraw (ru): confirm dialog');
export const WithdrawDialogCn = withdrawDialog('cn', DESKTOP, 'Withdraw (cn): confirm dialog');
export const WithdrawDialogPhone = withdrawDialog('en', PHONE, 'Withdraw (phone): confirm dialog');
export const WithdrawDialogPhoneRu = withdrawDialog('ru', PHONE, 'Withdraw (ru, phone): confirm dialog');
export const WithdrawDialogPhoneCn = withdrawDialog('cn', PHONE, 'Withdraw (cn, phone): confirm dialog');
