import type { Room } from 'shared-events/contracts';

/** A room's label, "{tournamentId}-{room id padded to 3 digits}" (SPEC §2, §9): the same text as the server's `roomId`. */
export function roomLabel(tournamentId: number, id: number): string {
  return `${tournamentId}-${String(id).padStart(3, '0')}`;
}

/** "3 / 8": seated players of the room's seats. */
export function playersText(room: Pick<Room, 'roomMembers' | 'maxMembers'>): string {
  return `${room.roomMembers.length} / ${room.maxMembers}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The reader's local time of day, 24 h and zero-padded ("09:05"). */
export function clockTime(date: string | Date): string {
  const at = new Date(date);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago"; under a minute (or a clock slightly ahead of ours) reads "just now". */
export function timeAgo(date: string | Date, now: number): string {
  const elapsed = now - new Date(date).getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
