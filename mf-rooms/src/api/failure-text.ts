import { errorMessage, isNetworkError } from 'shared-events';

/** SPEC §8: a request nobody answered reads the network text; otherwise the server's error or message, else the fallback. */
export function failureText(error: unknown, fallback: string, networkText = fallback): string {
  return isNetworkError(error) ? networkText : errorMessage(error, fallback);
}
