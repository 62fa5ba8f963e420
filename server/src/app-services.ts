import type { TokenAuthenticator } from './auth/authenticate';
import type { Tokens } from './auth/tokens';
import type { Mailer } from './mail/mailer';
import type { EvmChain } from './payments/evm/chain';
import type { EndGameRequestHook } from './rooms/room-state';
import type { TableServices } from './tables/tables.gateway';
import type { TournamentCancelHook } from './tournaments/tournament-lifecycle';

/**
 * What buildApp wires once and hands to each domain plugin as its options. Each domain declares the part it uses;
 * the table runtime's is the widest (config, db, realtime, gateway, userChannel, now and the rooms' hooks).
 */
export interface AppServices extends TableServices {
  mailer: Mailer;
  tokens: Tokens;
  authenticateToken: TokenAuthenticator;
  /** The host's End Game at a playing table of a tournament in play (the director registers one: the table breaks). */
  endGameRequestHooks: EndGameRequestHook[];
  /** Run when a tournament is cancelled, in its transaction (the rooms register one; tournaments never import rooms). */
  tournamentCancelHooks: TournamentCancelHook[];
  /** PAYMENTS=evm: the chain, token and keys, connected and checked at start-up (payments/evm/chain.ts); absent on demo funds. */
  evmChain?: EvmChain;
}
