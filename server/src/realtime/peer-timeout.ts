/**
 * socket.io's Redis adapter gave up waiting for another process's answer (to fetchSockets): a process that died
 * mid-request, whose sockets are gone with it, so asking again gives the right answer.
 */
export const isPeerTimeout = (error: unknown): boolean => /^timeout reached while waiting for/.test((error as Error)?.message ?? '');
