/** The one way to write money (SPEC §9 "USD format"): "$1,234.50", or "1,234.50 USDT" for another currency. */
export interface MoneyFormat {
  /** "USD" (the default) writes "$1,234.50"; any other code is written after the amount: "1,234.50 USDT". */
  currency?: string;
  /** A ledger amount: "+$25.50" in, "−$5.25" out (zero has no sign). */
  signed?: boolean;
  /** For tight places: "$9.9B". */
  compact?: boolean;
}

const USD = 'USD';
const EXACT = {
  usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: USD, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  plain: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
const COMPACT = {
  usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: USD, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  plain: new Intl.NumberFormat('en-US', { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
};

/** An amount from the API (a number or a numeric string; nothing yet reads 0). */
export type MoneyAmount = number | string | null | undefined;

export function moneyValue(amount: MoneyAmount): number {
  return Number(amount) || 0;
}

export function formatMoney(amount: MoneyAmount, { currency = USD, signed = false, compact = false }: MoneyFormat = {}): string {
  const value = moneyValue(amount);
  const formats = compact ? COMPACT : EXACT;
  const magnitude = signed ? Math.abs(value) : value;
  const text = currency === USD ? formats.usd.format(magnitude) : `${formats.plain.format(magnitude)} ${currency}`;
  if (!signed || value === 0) return text;
  return `${value < 0 ? '−' : '+'}${text}`;
}

/** "$1,234.50": balances, buy-ins, prizes. */
export function formatUsd(amount: MoneyAmount): string {
  return formatMoney(amount);
}

/** "1,234.50 USDT": an amount in the tournament's currency. */
export function formatAmount(amount: MoneyAmount, currency = 'USDT'): string {
  return formatMoney(amount, { currency });
}
