import type { WalletTransaction, WalletTransactionKind } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { accountKey } from './ledger';
import { microsToNumber } from '../money/micro-usdt';

interface WalletTransactionRow {
  id: string;
  kind: WalletTransactionKind;
  amount: string;
  currency: 'USDT';
  tournament_id: number | null;
  tournament_name: string | null;
  created_at: Date;
  balance_after: string;
}

export function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
  return {
    id: Number(row.id),
    kind: row.kind,
    amount: microsToNumber(row.amount),
    currency: row.currency,
    tournamentId: row.tournament_id,
    tournamentName: row.tournament_name,
    createdAt: new Date(row.created_at).toISOString(),
    balanceAfter: microsToNumber(row.balance_after),
  };
}

/**
 * The wallet's history read from its own ledger entries (so only this user's, signed from their side),
 * newest first. The balance after each one is the running sum of the entries: a wallet only ever
 * changes through the ledger, and one wallet's transactions commit in id order (its row lock orders them).
 */
export async function listWalletTransactions(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WalletTransaction[]; count: number }> {
  const account = accountKey({ kind: 'wallet', userId });
  const { rows } = await db.query<WalletTransactionRow>(
    `WITH mine AS (
       SELECT transaction_id, sum(amount_micros) AS amount FROM ledger_entries WHERE account = $1 GROUP BY transaction_id
     ), running AS (
       SELECT transaction_id, amount, sum(amount) OVER (ORDER BY transaction_id) AS balance_after FROM mine
     )
     SELECT t.id::text AS id, t.kind, r.amount::text AS amount, t.currency, t.tournament_id, tn.name AS tournament_name,
            t.created_at, r.balance_after::text AS balance_after
     FROM running r
     JOIN ledger_transactions t ON t.id = r.transaction_id
     LEFT JOIN tournaments tn ON tn.id = t.tournament_id
     ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
    [account, page.limit, page.offset],
  );
  const total = await db.query<{ count: string }>('SELECT count(DISTINCT transaction_id)::text AS count FROM ledger_entries WHERE account = $1', [
    account,
  ]);
  return { rows: rows.map(toWalletTransaction), count: Number(total.rows[0].count) };
}
