export {
  NOT_A_NUMBER_TEXT,
  PRICE_FRACTION_DIGITS,
  USDT_LABEL,
  USDT_MAX_FRACTION_DIGITS,
  USDT_MIN_FRACTION_DIGITS,
  formatBytes,
  formatCompactNumber,
  formatCtr,
  formatMoney,
  formatNumber,
  formatPercent,
  type FormatMoneyOptions,
  type FormatNumberOptions,
} from './number';
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTimeZone,
  localTimeZone,
  type DateInput,
  type FormatDateOptions,
} from './date';
