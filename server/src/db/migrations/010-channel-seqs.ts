/**
 * The real-time seam (issue #15): the last sequence number of each channel (`table:12`, `user:7`). A frame's seq is
 * taken here in the same transaction as the change it reports, so it is global across processes and restarts, and
 * the row lock orders the frames of one channel as their transactions commit.
 */
export const sql = `
CREATE TABLE channel_seqs (
  channel text PRIMARY KEY,
  seq bigint NOT NULL CHECK (seq > 0)
);
`;
