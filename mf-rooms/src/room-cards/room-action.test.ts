import { ROOM_MESSAGES } from 'shared-events/contracts';
import { joinRefusal } from '../join/join-refusal';
import { roomAction } from './room-action';

const room = (roomState: 'waiting' | 'playing' | 'completed' | 'cancelled', roomMembers: number[], maxMembers = 8) => ({
  roomState,
  roomMembers,
  maxMembers,
});

test('a member is sent to their room whatever its state or seats', () => {
  expect(roomAction(room('waiting', [4, 7]), 7)).toBe('member');
  expect(roomAction(room('playing', [1, 2, 7], 3), 7)).toBe('member');
});

test('others may join only a waiting room with a free seat', () => {
  expect(roomAction(room('waiting', [4]), 7)).toBe('join');
  expect(roomAction(room('waiting', [1, 2, 3], 3), 7)).toBe('full');
  expect(roomAction(room('playing', [1, 2, 3], 3), 7)).toBe('full');
  expect(roomAction(room('playing', [1, 2]), 7)).toBe('closed');
  expect(roomAction(room('completed', []), 7)).toBe('closed');
  expect(roomAction(room('cancelled', []), 7)).toBe('closed');
  expect(roomAction(room('waiting', [7]), undefined)).toBe('join');
});

test('the client refuses a join of a room that is not waiting, then of a full one', () => {
  expect(joinRefusal(room('waiting', [1]))).toBeUndefined();
  expect(joinRefusal(room('playing', [1]))).toBe(ROOM_MESSAGES.notAccepting);
  expect(joinRefusal(room('cancelled', [1, 2], 2))).toBe(ROOM_MESSAGES.notAccepting);
  expect(joinRefusal(room('waiting', [1, 2], 2))).toBe(ROOM_MESSAGES.full);
});
