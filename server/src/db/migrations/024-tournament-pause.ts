/**
 * An operator pauses a running tournament between hands (issue #26 item 4). While `paused_at` is set no table deals a
 * new hand and the tournament's clock stands still; a resume adds the pause's length to `paused_ms`, so that every
 * clock reading (levels, breaks, late registration, the scheduled end) is the start moved by the time paused
 * (tournaments/clock-facts.ts). Milliseconds in a bigint: pauses add up over days without overflowing.
 */
export const sql = `
ALTER TABLE tournaments ADD COLUMN paused_at timestamptz;
ALTER TABLE tournaments ADD COLUMN paused_ms bigint NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_paused_ms_valid CHECK (paused_ms >= 0);
`;
