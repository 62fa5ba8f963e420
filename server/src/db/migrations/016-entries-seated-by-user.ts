/**
 * Where a player's chips are, across tournaments (issue #24: "Back to my table" on every page): their live entries
 * at a table, found by the player.
 */
export const sql = `
CREATE INDEX tournament_entries_seated_user ON tournament_entries (user_id) WHERE busted_at IS NULL AND table_id IS NOT NULL;
`;
