import { ROOM_MESSAGES } from 'shared-events/contracts';
import { AppError } from '../errors';

/** Every error the rooms API answers with. */
export const roomErrors = {
  roomNotFound: () => new AppError(404, ROOM_MESSAGES.roomNotFound),
  tournamentNotFound: () => new AppError(404, ROOM_MESSAGES.tournamentNotFound),
  notAccepting: () => new AppError(409, ROOM_MESSAGES.notAccepting),
  full: () => new AppError(409, ROOM_MESSAGES.full),
  incorrectPassword: () => new AppError(403, ROOM_MESSAGES.incorrectPassword),
  notRegistered: () => new AppError(403, 'You must be registered in this tournament to join its rooms.'),
  lobbyClosed: () => new AppError(409, 'The tournament lobby is not open: rooms can be joined between its start and its end.'),
  tournamentNotInPlay: () => new AppError(409, 'The tournament is not running: rooms are created between its start and its end.'),
  tournamentOver: () => new AppError(409, 'The tournament is over.'),
  zeroBalance: () => new AppError(403, 'Players with a 0 balance cannot take a seat.'),
  alreadySeated: () => new AppError(409, 'You are already seated in a room of this tournament.'),
  notMember: () => new AppError(409, 'You are not a member of this room.'),
  notCreator: () => new AppError(403, 'Only the room creator can change its state.'),
  notEnoughPlayers: (minMembers: number) => new AppError(409, `At least ${minMembers} players are needed to start the game.`),
  invalidTransition: () => new AppError(409, ROOM_MESSAGES.invalidTransition),
  notInTournament: () => new AppError(409, 'You are not registered in this tournament.'),
  notStartedYet: () => new AppError(409, 'The tournament has not started yet: unregister instead to get your entry fee back.'),
  triggerNotAllowed: () => new AppError(403, 'Only players registered in this tournament can trigger room creation.'),
  adminOnly: () => new AppError(403, 'Admin access required'),
  busy: () => new AppError(409, 'The room changed while joining; please try again.'),
};
