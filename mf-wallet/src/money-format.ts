const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** SPEC §9 money display: USD format, `$0.00` when there is nothing yet. */
export function formatMoney(amount: number | undefined): string {
  return usd.format(amount ?? 0);
}

/** A signed ledger amount: `+$25.50` in, `−$5.25` out. */
export function formatSignedMoney(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${usd.format(Math.abs(amount))}`;
}
