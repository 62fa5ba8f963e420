import * as users from './001-users';
import * as domain from './002-domain';
import * as roomBookkeeping from './006-room-bookkeeping';
import * as resultsAndHands from './007-results-and-hands';
import * as ledgerImmutable from './008-ledger-immutable';
import * as revokedTokens from './009-revoked-tokens';
import * as channelSeqs from './010-channel-seqs';
import * as tables from './011-tables';
import * as tableClocks from './012-table-clocks';
import * as tableLeases from './013-table-leases';
import * as tournamentRuntime from './014-tournament-runtime';
import * as tableMovesPendingTo from './015-table-moves-pending-to';
import * as entriesSeatedByUser from './016-entries-seated-by-user';
import * as handPlay from './017-hand-play';
import * as dealSeeds from './018-deal-seeds';
import * as adminAudit from './019-admin-audit';
import * as tournamentsByStart from './020-tournaments-by-start';
import * as playerSuspension from './021-player-suspension';
import * as schedulePausePlayerMoves from './023-schedule-pause-player-moves';
import * as tournamentPause from './024-tournament-pause';
import * as statisticsByTime from './025-statistics-by-time';
import * as chainDeposits from './026-chain-deposits';
import * as withdrawals from './027-withdrawals';
import * as paymentReconciliation from './028-payment-reconciliation';
import * as tournamentSeatShards from './029-tournament-seat-shards';
import * as tableRunners from './030-table-runners';
import * as entriesDirected from './031-entries-directed';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in this order, each once. Never edit a released migration: add the next number. */
export const migrations: Migration[] = [
  { version: 1, name: 'users', sql: users.sql },
  { version: 2, name: 'domain', sql: domain.sql },
  { version: 6, name: 'room-bookkeeping', sql: roomBookkeeping.sql },
  { version: 7, name: 'results-and-hands', sql: resultsAndHands.sql },
  { version: 8, name: 'ledger-immutable', sql: ledgerImmutable.sql },
  { version: 9, name: 'revoked-tokens', sql: revokedTokens.sql },
  { version: 10, name: 'channel-seqs', sql: channelSeqs.sql },
  { version: 11, name: 'tables', sql: tables.sql },
  { version: 12, name: 'table-clocks', sql: tableClocks.sql },
  { version: 13, name: 'table-leases', sql: tableLeases.sql },
  { version: 14, name: 'tournament-runtime', sql: tournamentRuntime.sql },
  { version: 15, name: 'table-moves-pending-to', sql: tableMovesPendingTo.sql },
  { version: 16, name: 'entries-seated-by-user', sql: entriesSeatedByUser.sql },
  { version: 17, name: 'hand-play', sql: handPlay.sql },
  { version: 18, name: 'deal-seeds', sql: dealSeeds.sql },
  { version: 19, name: 'admin-audit', sql: adminAudit.sql },
  { version: 20, name: 'tournaments-by-start', sql: tournamentsByStart.sql },
  { version: 21, name: 'player-suspension', sql: playerSuspension.sql },
  { version: 23, name: 'schedule-pause-player-moves', sql: schedulePausePlayerMoves.sql },
  { version: 24, name: 'tournament-pause', sql: tournamentPause.sql },
  { version: 25, name: 'statistics-by-time', sql: statisticsByTime.sql },
  { version: 26, name: 'chain-deposits', sql: chainDeposits.sql },
  { version: 27, name: 'withdrawals', sql: withdrawals.sql },
  { version: 28, name: 'payment-reconciliation', sql: paymentReconciliation.sql },
  { version: 29, name: 'tournament-seat-shards', sql: tournamentSeatShards.sql },
  { version: 30, name: 'table-runners', sql: tableRunners.sql },
  { version: 31, name: 'entries-directed', sql: entriesDirected.sql },
];
