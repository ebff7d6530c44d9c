import * as screens from '../src/stories/screens.stories';
import * as editor from '../src/stories/campaign-editor.stories';
import * as wallet from '../src/stories/wallet.stories';
import * as widths from '../src/stories/widths.stories';
import { screenStates, settledScreen } from './harness';

/** The list's rows are in: the grid no longer busy and its first row drawn. */
const rowsShown = (root: HTMLElement) =>
  settledScreen(root) && root.querySelector('tbody tr, [role="row"] + [role="row"]') !== null;

// The campaigns list where names compete with columns for room: the desktop the cabinet is designed at and a wide one.
screenStates(screens, [
  { story: 'CampaignsList', width: 1280, ready: rowsShown },
  { story: 'CampaignsList', width: 1920, ready: rowsShown },
]);

// The stepper of the editor on a phone, in the language with the longest step names.
screenStates(editor, [
  {
    story: 'CampaignEditorPhoneRu',
    width: 390,
    ready: (root) => settledScreen(root) && root.querySelector('form') !== null,
  },
]);

// Stat cards with money on a phone: an amount and its currency must not break apart.
screenStates(wallet, [{ story: 'WalletPhone', width: 390, ready: settledScreen }]);

// A staff table of e-mails, balances and dates, and the terms page, where centring and the way out are checked.
screenStates(widths, [
  { story: 'InternalUsers', width: 1280, ready: rowsShown },
  { story: 'WithdrawApprovals', width: 1280, ready: rowsShown },
  { story: 'Terms', width: 1280, ready: settledScreen },
  { story: 'TermsPhoneCn', width: 390, ready: settledScreen },
]);
