const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in the spec's USD format (SPEC §9): "$1,234.50". */
export function formatUsd(amount: number | string): string {
  return usd.format(Number(amount) || 0);
}

/** An amount with its currency code, two decimals: "1,234.50 USDT". */
export function formatAmount(amount: number | string, currency = 'USDT'): string {
  return `${plain.format(Number(amount) || 0)} ${currency}`;
}
