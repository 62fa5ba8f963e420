/**
 * The entries a director's pass acts on (issue #28): a pass reads the live entries with no table (to seat) and the
 * busted ones with no place (to place), not every entry. At 10,000 entries, read whole several times a second, the
 * entries were most of a pass's time; these indexes find the few without scanning the field.
 */
export const sql = `
CREATE INDEX tournament_entries_unseated ON tournament_entries (tournament_id) WHERE busted_at IS NULL AND table_id IS NULL;
CREATE INDEX tournament_entries_unplaced ON tournament_entries (tournament_id) WHERE busted_at IS NOT NULL AND place IS NULL;
`;
