const exact = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** Chips to the unit: "1,234,567,890". */
export function exactChips(amount: number): string {
  return exact.format(amount);
}

/** Chips as a seat has room for them: to the unit below a million, then "1.23M", "45.6B". */
export function chipCount(amount: number): string {
  return Math.abs(amount) < 1_000_000 ? exact.format(amount) : compact.format(amount);
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Chips counted in big blinds, as tournament players read stacks: "149 BB", "12.5 BB", "0.5 BB". */
export function bigBlinds(amount: number, bigBlind: number): string {
  return `${oneDecimal.format(amount / bigBlind)} BB`;
}
