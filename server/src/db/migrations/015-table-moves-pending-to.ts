/**
 * The director counts, for every playing table, the players promised to it by moves not applied yet (issue #23):
 * found by the table they go to, as the moves a table sends are found by the table they leave.
 */
export const sql = `
CREATE INDEX table_moves_pending_to ON table_moves (to_table_id) WHERE applied_at IS NULL;
`;
