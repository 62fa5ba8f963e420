/**
 * Logout (issue #13): the id (`jti`, or a hash for tokens issued before it existed) of every token a user logged
 * out with, refused until it expires; rows past `expires_at` are pruned as new logouts come in. A password change
 * still revokes all of a user's tokens at once through users.token_version.
 */
export const sql = `
CREATE TABLE revoked_tokens (
  token_id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);
`;
