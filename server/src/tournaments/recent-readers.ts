import type { TokenAuthenticator } from '../auth/authenticate';
import { LIST_TTL_MS } from './tournament-list-cache';

const MAX_TOKENS = 10_000;

/**
 * Who a bearer token stands for, remembered for LIST_TTL_MS, for the lobby list only. The list is polled
 * by every open lobby and its one per-request database read was the token's user lookup; a revoked token
 * (password change) may therefore still read the list for up to a second — the list is public and the
 * token only adds the reader's isRegistered flags. Every other route checks the token on each request.
 */
export class RecentReaders {
  private readonly tokens = new Map<string, { userId: number; checkedAt: number }>();

  constructor(
    private readonly authenticateToken: TokenAuthenticator,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** The user id, or undefined when the token is not valid (never cached). */
  async userIdOf(token: string): Promise<number | undefined> {
    const known = this.tokens.get(token);
    if (known && this.monotonicMs() - known.checkedAt < LIST_TTL_MS) return known.userId;
    const user = await this.authenticateToken(token);
    if (!user) {
      this.tokens.delete(token);
      return undefined;
    }
    if (this.tokens.size >= MAX_TOKENS) this.tokens.clear();
    this.tokens.set(token, { userId: user.id, checkedAt: this.monotonicMs() });
    return user.id;
  }
}
