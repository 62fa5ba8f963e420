/**
 * Room bookkeeping for the monitor (SPEC §1 table rules).
 * - rooms.peak_members: a table "disbands at 4 remaining players", so the monitor must know whether a room
 *   ever held more than 4; a room still filling up (a player's new room, the last lobby players) is kept.
 * - tournament_registrations.first_seated_at: the monitor seats each lobby player once; a player who later
 *   leaves a table (or whose game ended) picks the next one by hand instead of being put back.
 */
export const sql = `
ALTER TABLE rooms ADD COLUMN peak_members integer NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD CONSTRAINT rooms_peak_members_valid CHECK (peak_members >= members_count);
ALTER TABLE tournament_registrations ADD COLUMN first_seated_at timestamptz;
`;
