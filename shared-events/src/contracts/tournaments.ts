/** Tournaments API shapes shared by the server and the modules. Types only. */
import type { ScheduleState } from './admin-operations';
import type { TournamentEventPayload } from './events';
import type { BlindLevel } from './table';
import type { TournamentDynamicStatus, TournamentStatus } from './tournament-clock';

export type GameType = 'NLH' | 'PLO';
export type TournamentCurrency = 'USDT';
export type Recurrence = 'daily' | 'weekly' | 'monthly';

/**
 * One place (or range of places, e.g. "6-7") of a prize structure and its share of the prize money in percent; a
 * range pays that percent to each of its places. No structure: the winner takes all.
 */
export interface PrizeShare {
  place: string;
  percent: number;
}

/**
 * A registered player as the tournament detail shows them: never their balance, and their e-mail (SPEC §3)
 * only to themselves and to admins.
 */
export interface TournamentRegistrationView {
  userId: number;
  registeredAt: string;
  state: 'registered' | 'playing' | 'completed' | 'left';
  /** When the player entered the lobby (null: not yet); like `email`, only in the reader's own entry and for admins. */
  lobbyEnteredAt?: string | null;
  User: { id: number; username: string; avatar: string | null; country: string; email?: string };
}

/**
 * A tournament as GET /api/users/tournaments and /:id answer it. Money: numbers in USDT (exact to 6
 * decimals) plus display texts. Times: ISO 8601. `status` and `dynamicStatus` follow the clock at the
 * moment of the answer (SPEC §4); cancelled stays cancelled.
 */
export interface Tournament {
  id: number;
  name: string;
  gameType: GameType;
  /** Exact decimal USDT ("10", "0.5"), or "free" when the entry costs nothing. */
  entryFee: string;
  /** The entry fee as a number (0 when free), for arithmetic. */
  entryFeeAmount: number;
  /** "Free" or a USD text such as "$10.00". */
  buyIn: string;
  /** Money in the prize pool (registrations × entry fee, less refunds). */
  pool: number;
  guaranteedPool: number;
  /** "$1,000.00 GTD" while a guarantee exceeds the pool, else the pool ("$140.00"). */
  prizePool: string;
  /** SPEC §5: the balance a player needs to register, max(entry fee, starting stack). */
  requiredBalance: number;
  currency: TournamentCurrency;
  startsAt: string;
  startTime: string;
  lateRegEndsAt: string;
  endsAt: string;
  status: TournamentStatus;
  dynamicStatus: TournamentDynamicStatus;
  /** Hours (may be fractional); durationHours is the same value, durationMinutes the stored one. */
  duration: number;
  durationHours: number;
  durationMinutes: number;
  lateRegMin: number;
  players: number;
  maxPlayers: number;
  minPlayers: number;
  isRegistered: boolean;
  /**
   * The reader's entries are all out and the tournament sells them another (fewer than `maxEntries` bought, not
   * finished): a re-entry while late registration is open, which the clock decides. False for anonymous readers.
   */
  canReEnter: boolean;
  startingStack: number;
  /** Blind level length in seconds. */
  blindspeed: number;
  /** Entries a player may buy (1: a freezeout); places count entries. */
  maxEntries: number;
  /** Minutes of break at the end of each hour of play (0: none). */
  breakMinutes: number;
  /** When one player took every chip (ISO): the tournament is Finished from then on. Null until then. */
  finishedAt: string | null;
  /** Tables are in play and nobody has won yet: Running, even past the scheduled end. */
  inPlay: boolean;
  /**
   * Since when an operator has paused it between hands (ISO; null while it runs): no new hand is dealt and its clock
   * stands still. `pausedMs`: the length of its past pauses, by which late registration and the end have moved on.
   */
  pausedAt: string | null;
  pausedMs: number;
  theme: string | null;
  banner: string | null;
  prizeStructure: PrizeShare[] | null;
  scheduleId: number | null;
  createdAt: string;
  cancelledAt: string | null;
}

/** GET /api/users/tournaments/:id and /api/tournaments/:id add the registered players. */
export interface TournamentDetail extends Tournament {
  Registrations: TournamentRegistrationView[];
  /** The levels its tables play, each lasting `blindspeed` seconds (the last until the end): the admin's, else the default for the starting stack. */
  blindStructure: BlindLevel[];
}

/** GET /api/admin/tournaments also lists deleted tournaments. */
export interface AdminTournament extends Tournament {
  deletedAt: string | null;
  /** The levels its tables play, as in TournamentDetail. */
  blindStructure: BlindLevel[];
}

/** The orders of GET /api/admin/tournaments (`sort`, with `order` asc or desc); ties go by id in the same direction. */
export type AdminTournamentSort = 'startsAt' | 'name' | 'status' | 'buyIn' | 'players' | 'createdAt';

/** GET /api/admin/tournaments `status`: the status the answer shows (deleted tournaments left out), or the deleted ones. */
export type AdminTournamentStatusFilter = TournamentStatus | 'deleted';

/** GET /api/admin/tournaments?search=&status=&sort=&order=&page=&pageSize=: one page of the tournaments that match. */
export interface AdminTournamentPage {
  tournaments: AdminTournament[];
  /** Tournaments matching the search and the filter, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

export interface RegisterTournamentResponse {
  message: string;
  remainingBalance: number;
  currency: TournamentCurrency;
  tournamentPool: number;
  tournament: Tournament;
}

export interface UnregisterTournamentResponse {
  message: string;
  refundedAmount: number;
  currency: TournamentCurrency;
  remainingBalance: number;
}

export interface EnterLobbyResponse {
  message: string;
  tournamentId: number;
  lobbyEnteredAt: string;
}

/** tournament:registrationUpdate (broadcast). */
export interface TournamentRegistrationUpdatePayload extends TournamentEventPayload {
  /** The tournament's name; the server always sends it (optional only for payloads built before it did). */
  name?: string;
  players: number;
  maxPlayers: number;
  pool: number;
  action: 'registered' | 'unregistered';
}

/** The fields an admin sets on a tournament (and a schedule copies into each instance). */
export interface TournamentTemplate {
  name: string;
  gameType: GameType;
  /** Decimal USDT, a JSON number or string; 0 for a freeroll. */
  entryFee: number | string;
  durationMinutes?: number;
  durationHours?: number;
  lateRegMinutes?: number;
  maxPlayers: number;
  minPlayers?: number;
  startingStack?: number;
  blindSpeedSeconds?: number;
  /** Entries a player may buy while late registration is open (1: a freezeout; more: re-entries). */
  maxEntries?: number;
  /** The break at the end of each hour of play, in minutes (0: none); every table pauses between hands. */
  breakMinutes?: number;
  guaranteedPool?: number | string;
  banner?: string | null;
  theme?: string | null;
  prizeStructure?: PrizeShare[] | null;
  /**
   * The levels, numbered 1, 2, 3… (blindStructureProblem's rules); null or left out: the default for the starting
   * stack. Fixed once the tournament has started, as are the level length and the breaks.
   */
  blindStructure?: BlindLevel[] | null;
  currency?: TournamentCurrency;
}

/** POST /api/admin/tournaments. */
export interface CreateTournamentRequest extends TournamentTemplate {
  startsAt: string;
}

/** PATCH/PUT /api/admin/tournaments/:id: any subset. */
export type UpdateTournamentRequest = Partial<CreateTournamentRequest>;

export interface CancelTournamentResponse {
  message: string;
  refundedRegistrations: number;
  refundedAmount: number;
  tournament: AdminTournament;
}

export interface CreateScheduleRequest {
  recurrence: Recurrence;
  firstStartsAt: string;
  template: TournamentTemplate;
}

/** POST /api/admin/schedules: the schedule and the tournaments it created at once (its coming week). */
export interface CreateScheduleResponse {
  schedule: TournamentSchedule;
  created: Tournament[];
}

export interface TournamentSchedule {
  id: number;
  recurrence: Recurrence;
  firstStartsAt: string;
  template: TournamentTemplate;
  /** Whether it creates its coming tournaments now: `state` is 'active' (false when paused or deleted). */
  active: boolean;
  state: ScheduleState;
  /** Since when it is paused (null unless paused). */
  pausedAt: string | null;
  createdAt: string;
  /** Start of the next instance still to come, or null unless active. */
  nextStartsAt: string | null;
}

export interface AdminStatsResponse {
  income: { entryFees: number; refunds: number; net: number; currency: TournamentCurrency };
  tournaments: { total: number; deleted: number; byStatus: Record<TournamentStatus, number> };
  games: { total: number; byState: Record<'waiting' | 'playing' | 'completed' | 'cancelled', number>; players: number };
  transactions: {
    deposits: { count: number; total: number };
    withdrawals: { count: number; total: number };
    currency: TournamentCurrency;
  };
  users: { total: number; verified: number; admins: number };
}

/** POST /api/admin/banners (multipart field `banner`): where the stored image is served, to set as a tournament's `banner`. */
export interface BannerUploadResponse {
  banner: string;
}

export interface AdminVerifyEmailRequest {
  email: string;
  code?: string;
}
