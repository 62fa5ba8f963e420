import type { Room, Tournament } from 'shared-events/contracts';
import { gameState, handedTournament, readStageState } from './navigation-state';

const tournament = { id: 12, name: 'Sunday Major' } as Tournament;

test('a handed tournament counts only for the page of its id', () => {
  expect(handedTournament({ tournament }, 12)).toBe(tournament);
  expect(handedTournament({ tournament }, 13)).toBeUndefined();
  expect(handedTournament(undefined, 12)).toBeUndefined();
  expect(handedTournament({ tournament: 'Sunday Major' }, 12)).toBeUndefined();
});

test('the game stage needs the tournament and the from-tournament flag', () => {
  expect(readStageState({ tournament, fromTournament: true }, 12)).toEqual({ tournament, fromTournament: true });
  expect(readStageState({ tournament, fromTournament: true, roomId: 4 }, 12)).toEqual({ tournament, fromTournament: true, roomId: 4 });
  expect(readStageState({ tournament }, 12)).toBeUndefined();
  expect(readStageState({ tournament, fromTournament: 'yes' }, 12)).toBeUndefined();
  expect(readStageState({ fromTournament: true }, 12)).toBeUndefined();
  expect(readStageState(null, 12)).toBeUndefined();
});

test('the room page learns whether the reader hosts the room', () => {
  const room = { id: 4, createdBy: 7 } as Room;
  expect(gameState(room, tournament, 7)).toEqual({ room, tournament, isCreator: true });
  expect(gameState(room, tournament, 8).isCreator).toBe(false);
  expect(gameState({ ...room, createdBy: null }, tournament, undefined).isCreator).toBe(false);
});
