/**
 * The back office's live operations (issue #26).
 * - tournament_schedules.paused_at: a paused schedule creates no instance (those created stay); resumed, it creates
 *   those due from then on. Deleting it stays `active = false`.
 * - table_moves.user_id: a move an admin decided names its player (reason 'admin'); the director's moves leave the
 *   player to the table (the next big blind to balance, everyone when it breaks). Applied, like them, by the table the
 *   player leaves at its next hand boundary.
 */
export const sql = `
ALTER TABLE tournament_schedules ADD COLUMN paused_at timestamptz;

ALTER TABLE table_moves ADD COLUMN user_id integer REFERENCES users (id);
ALTER TABLE table_moves DROP CONSTRAINT table_moves_reason_valid;
ALTER TABLE table_moves ADD CONSTRAINT table_moves_reason_valid CHECK (reason IN ('balance', 'break', 'admin'));
ALTER TABLE table_moves ADD CONSTRAINT table_moves_admin_names_player CHECK ((reason = 'admin') = (user_id IS NOT NULL));
`;
