import { useRef } from 'react';
import { dismissToast, toast } from 'shared-ui';

/**
 * Error toasts owned by one form: once the form succeeds they are dismissed, so a stale
 * "Invalid email or password." never sits beside "Welcome back!" on the next page.
 */
export function useErrorToasts() {
  const shown = useRef<number[]>([]);
  return {
    error(message: string) {
      shown.current.push(toast.error(message));
    },
    dismissAll() {
      shown.current.forEach(dismissToast);
      shown.current = [];
    },
  };
}
