import type { ApiErrorBody } from './api';

/**
 * The stable machine code of every error the API answers with, in `code` beside the readable `message`
 * (Fastify's convention). Clients decide by code, never by matching the text, which may be reworded.
 * The server's catalogue (server/src/errors.ts) gives each code its status and the spec's sentence.
 * Constants only.
 */
export const API_ERROR_CODES = {
  // The request itself (any route)
  validationFailed: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  bodyTooLarge: 'BODY_TOO_LARGE',
  urlTooLong: 'URL_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  adminRequired: 'ADMIN_REQUIRED',
  internalError: 'INTERNAL_ERROR',

  // Accounts and sign-in
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  invalidVerificationCode: 'INVALID_VERIFICATION_CODE',
  verificationCodeExpired: 'VERIFICATION_CODE_EXPIRED',
  tooManyVerificationAttempts: 'TOO_MANY_VERIFICATION_ATTEMPTS',
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
  resendCooldown: 'RESEND_COOLDOWN',
  tooManyLoginAttempts: 'TOO_MANY_LOGIN_ATTEMPTS',
  tooManyResendRequests: 'TOO_MANY_RESEND_REQUESTS',
  tooManySignUps: 'TOO_MANY_SIGN_UPS',
  userNotFound: 'USER_NOT_FOUND',
  currentPasswordIncorrect: 'CURRENT_PASSWORD_INCORRECT',
  passwordUnchanged: 'PASSWORD_UNCHANGED',
  imageRequired: 'IMAGE_REQUIRED',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  avatarNotFound: 'AVATAR_NOT_FOUND',
  bannerNotFound: 'BANNER_NOT_FOUND',
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',

  // Wallet
  invalidAmount: 'INVALID_AMOUNT',
  amountTooLarge: 'AMOUNT_TOO_LARGE',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',

  // Tournaments and registration
  tournamentNotFound: 'TOURNAMENT_NOT_FOUND',
  tournamentCancelled: 'TOURNAMENT_CANCELLED',
  registrationClosed: 'REGISTRATION_CLOSED',
  alreadyRegistered: 'ALREADY_REGISTERED',
  tournamentLeft: 'TOURNAMENT_LEFT',
  tournamentFull: 'TOURNAMENT_FULL',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  notRegistered: 'NOT_REGISTERED',
  unregisterClosed: 'UNREGISTER_CLOSED',
  lobbyRegistrationRequired: 'LOBBY_REGISTRATION_REQUIRED',
  lobbyClosed: 'LOBBY_CLOSED',

  // Tournament administration
  startTimeInPast: 'START_TIME_IN_PAST',
  tournamentAlreadyCancelled: 'TOURNAMENT_ALREADY_CANCELLED',
  tournamentFinished: 'TOURNAMENT_FINISHED',
  tournamentNotModifiable: 'TOURNAMENT_NOT_MODIFIABLE',
  entryFeeLocked: 'ENTRY_FEE_LOCKED',
  startTimeLocked: 'START_TIME_LOCKED',
  blindClockLocked: 'BLIND_CLOCK_LOCKED',
  maxPlayersBelowRegistered: 'MAX_PLAYERS_BELOW_REGISTERED',
  scheduleNotFound: 'SCHEDULE_NOT_FOUND',
  scheduleInactive: 'SCHEDULE_INACTIVE',
  scheduleDeleted: 'SCHEDULE_DELETED',
  scheduleAlreadyPaused: 'SCHEDULE_ALREADY_PAUSED',
  scheduleNotPaused: 'SCHEDULE_NOT_PAUSED',

  // Live operations: an admin moves a seated player to another table of the tournament
  playerNotSeated: 'PLAYER_NOT_SEATED',
  playerAlreadyMoving: 'PLAYER_ALREADY_MOVING',
  playerAlreadyAtTable: 'PLAYER_ALREADY_AT_TABLE',
  tableNotInTournament: 'TABLE_NOT_IN_TOURNAMENT',
  tableFinished: 'TABLE_FINISHED',
  tableFull: 'TABLE_FULL',
  tableBreaking: 'TABLE_BREAKING',
  tournamentAlreadyPaused: 'TOURNAMENT_ALREADY_PAUSED',
  tournamentNotPaused: 'TOURNAMENT_NOT_PAUSED',

  // Player administration
  playerNotFound: 'PLAYER_NOT_FOUND',
  adminNotSuspendable: 'ADMIN_NOT_SUSPENDABLE',
  playerAlreadySuspended: 'PLAYER_ALREADY_SUSPENDED',
  playerNotSuspended: 'PLAYER_NOT_SUSPENDED',

  // Tournament results
  tournamentDeleted: 'TOURNAMENT_DELETED',
  tournamentNotEnded: 'TOURNAMENT_NOT_ENDED',
  resultsAlreadyRecorded: 'RESULTS_ALREADY_RECORDED',
  invalidFinishingOrder: 'INVALID_FINISHING_ORDER',
  invalidPrizeStructure: 'INVALID_PRIZE_STRUCTURE',

  // Rooms
  roomNotFound: 'ROOM_NOT_FOUND',
  roomNotAccepting: 'ROOM_NOT_ACCEPTING',
  roomFull: 'ROOM_FULL',
  roomPasswordIncorrect: 'ROOM_PASSWORD_INCORRECT',
  roomRegistrationRequired: 'ROOM_REGISTRATION_REQUIRED',
  roomLobbyClosed: 'ROOM_LOBBY_CLOSED',
  tournamentNotRunning: 'TOURNAMENT_NOT_RUNNING',
  tournamentOver: 'TOURNAMENT_OVER',
  eliminated: 'ELIMINATED',
  seatedAtTable: 'SEATED_AT_TABLE',
  finalTable: 'FINAL_TABLE',
  resultsByPlay: 'RESULTS_BY_PLAY',
  payoutPending: 'PAYOUT_PENDING',
  noEntriesLeft: 'NO_ENTRIES_LEFT',
  noSeatsToBreak: 'NO_SEATS_TO_BREAK',
  notRoomMember: 'NOT_ROOM_MEMBER',
  notRoomHost: 'NOT_ROOM_HOST',
  notEnoughPlayers: 'NOT_ENOUGH_PLAYERS',
  invalidStateTransition: 'INVALID_STATE_TRANSITION',
  notInTournament: 'NOT_IN_TOURNAMENT',
  tournamentNotStarted: 'TOURNAMENT_NOT_STARTED',
  triggerNotAllowed: 'TRIGGER_NOT_ALLOWED',
  roomBusy: 'ROOM_BUSY',

  // Tables
  tableNotFound: 'TABLE_NOT_FOUND',
  handNotFound: 'HAND_NOT_FOUND',

  // Password guessing and hashing
  tooManyPasswordAttempts: 'TOO_MANY_PASSWORD_ATTEMPTS',
  tooManyRoomPasswordAttempts: 'TOO_MANY_ROOM_PASSWORD_ATTEMPTS',
  tooManyConcurrentPasswordChecks: 'TOO_MANY_CONCURRENT_PASSWORD_CHECKS',

  // Browser origins (CORS preflight from a page the platform does not allow)
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',

  // Concurrency (the database gave up on a transaction again and again: nothing changed, try again)
  transactionConflict: 'TRANSACTION_CONFLICT',

  // A JSON body nested deeper than the server takes (400; see the message for the limit)
  bodyTooDeep: 'BODY_TOO_DEEP',

  // Withdrawals to the chain (PAYMENTS=evm)
  paymentsDemo: 'PAYMENTS_DEMO',
  withdrawalAddressInvalid: 'WITHDRAWAL_ADDRESS_INVALID',
  withdrawalAddressNotFound: 'WITHDRAWAL_ADDRESS_NOT_FOUND',
  withdrawalAddressAlreadyConfirmed: 'WITHDRAWAL_ADDRESS_ALREADY_CONFIRMED',
  withdrawalAddressNotConfirmed: 'WITHDRAWAL_ADDRESS_NOT_CONFIRMED',
  withdrawalBelowMinimum: 'WITHDRAWAL_BELOW_MINIMUM',
  withdrawalDailyLimit: 'WITHDRAWAL_DAILY_LIMIT',
  withdrawalNotFound: 'WITHDRAWAL_NOT_FOUND',
  withdrawalNotAwaitingApproval: 'WITHDRAWAL_NOT_AWAITING_APPROVAL',
  // PAYMENTS=evm: deposits arrive on chain, POST /api/users/wallet/deposit is refused (409)
  paymentsOnChain: 'PAYMENTS_ON_CHAIN',
  // The operator's top-ups of the hot wallet (POST /api/admin/payments/fundings)
  fundingNotATopUp: 'FUNDING_NOT_A_TOP_UP',
  fundingAlreadyRecorded: 'FUNDING_ALREADY_RECORDED',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** Every 4xx and 5xx body: the code to decide by, the sentence to show (`error` first where SPEC §8 says so). */
export interface ApiErrorResponse extends ApiErrorBody {
  code: ApiErrorCode;
}
