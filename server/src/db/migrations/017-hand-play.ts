/**
 * Every hand on record (issue #25):
 * - hands.play: how the hand was played, enough to replay it through the engine: the engine's configuration, the seat
 *   of each position, the button's seat, the engine's log (every card dealt, every action) and the decisions the
 *   server took for absent players. Null for hands recorded before it was kept. The log holds every hole card, so it
 *   is read only through the viewer's filter (hands/hand-replay.ts), never sent as it is.
 * - hands.voided: a hand the table stopped before its end (the game ended, the table broke): no chip moved, every
 *   player kept the stack they began it with.
 * - hands.fairness: the deal's commitment and what the server revealed after it (provably fair deals).
 */
export const sql = `
ALTER TABLE hands ADD COLUMN play jsonb;
ALTER TABLE hands ADD COLUMN voided boolean NOT NULL DEFAULT false;
ALTER TABLE hands ADD COLUMN fairness jsonb;
ALTER TABLE hands ADD CONSTRAINT hands_voided_moves_nothing CHECK (NOT voided OR pot = 0);
-- A player's hands of one tournament, newest first.
CREATE INDEX hands_tournament ON hands (tournament_id, id DESC);
`;
