import type { Gateway } from './gateway';

/**
 * `user:{id}`: one user's private stream (a later domain sends hole cards on it), followed by that user only. It holds
 * no state of its own yet, so its snapshot is null; its frames still carry seq, so a client sees what it missed.
 */
export function registerUserChannel(gateway: Gateway): void {
  gateway.channel('user', {
    authorize: (userId, id) => userId === id,
    snapshot: async () => null,
  });
}
