import Box from '@mui/material/Box';
import { formatMoney, moneyValue, type MoneyAmount, type MoneyFormat } from './money';

export interface MoneyProps extends MoneyFormat {
  amount: MoneyAmount;
}

/**
 * An amount in the USD format, in tabular figures so columns line up and a changing balance does not jiggle.
 * Signed amounts are coloured: credits green, debits red (both >= 4.5:1 in either theme).
 */
export function Money({ amount, currency, signed = false, compact = false }: MoneyProps) {
  const value = moneyValue(amount);
  const color = !signed || value === 0 ? undefined : value > 0 ? 'success.main' : 'error.main';
  return (
    <Box
      component="span"
      // The compact form keeps the exact amount at hand on hover.
      title={compact ? formatMoney(amount, { currency, signed }) : undefined}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color }}
    >
      {formatMoney(amount, { currency, signed, compact })}
    </Box>
  );
}
