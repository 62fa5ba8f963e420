/**
 * The admin's tournament list (issue #26) pages every tournament, deleted ones included, latest start first by default:
 * this index serves that page (`ORDER BY starts_at DESC, id DESC LIMIT …`, the id breaking ties) without sorting the
 * table, which the lobby's index on the starts of live tournaments only cannot. The other orders, the searches and the
 * status filter (a status read from the clock at the moment of the request, no stored column) sort the matching rows:
 * about 10 ms for 10,000 tournaments (npm run bench -w server -- --suite admin).
 */
export const sql = `
CREATE INDEX tournaments_by_start ON tournaments (starts_at, id);
`;
