import type { TokenAuthenticator } from './auth/authenticate';
import type { Tokens } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Gateway } from './realtime/gateway';
import type { UserChannel } from './realtime/user-channel';
import type { Realtime } from './realtime/realtime';
import type { GameEndHook, GameStartHook, SeatLeaveHook } from './rooms/room-state';
import type { TournamentCancelHook } from './tournaments/tournament-lifecycle';

/** What buildApp wires once and hands to each domain plugin as its options. */
export interface AppServices {
  config: Config;
  db: Database;
  mailer: Mailer;
  tokens: Tokens;
  authenticateToken: TokenAuthenticator;
  realtime: Realtime;
  /** Real-time requests and channels: domains register with it as they register routes. */
  gateway: Gateway;
  /** The `user:{id}` channel, whose snapshot domains add their private state to. */
  userChannel: UserChannel;
  now: Clock;
  /** Run when a room's game starts, in its transaction (the table runtime registers one; rooms never import it). */
  gameStartHooks: GameStartHook[];
  /** Run when a playing room's game ends, in its transaction. */
  gameEndHooks: GameEndHook[];
  /** Run when a member leaves a room, in its transaction (the table folds them out of its game). */
  seatLeaveHooks: SeatLeaveHook[];
  /** Run when a tournament is cancelled, in its transaction (the rooms register one; tournaments never import rooms). */
  tournamentCancelHooks: TournamentCancelHook[];
}
