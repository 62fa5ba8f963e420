/**
 * The operator's players (issue #26). A suspended account has when and why (both or neither); it cannot log in, and
 * the suspension raises token_version in its transaction, so every token it held stops working at once. The admin's
 * list pages every account newest first: users_newest serves that page (`ORDER BY created_at DESC, id DESC LIMIT …`)
 * without sorting the table; a search (a part of the username or e-mail) reads the rows in that order until the page
 * is full.
 */
export const sql = `
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspend_reason text;
ALTER TABLE users ADD CONSTRAINT users_suspension_whole CHECK ((suspended_at IS NULL) = (suspend_reason IS NULL));
CREATE INDEX users_newest ON users (created_at, id);
`;
