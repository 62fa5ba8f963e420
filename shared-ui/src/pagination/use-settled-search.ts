import { useEffect, useState } from 'react';

/** How long a search box waits for more typing before it asks the server. */
export const SEARCH_SETTLE_MS = 300;

/**
 * A search box's text: what is typed shows at once, and reaches `settle` (the address, then the server) once the
 * typing pauses for SEARCH_SETTLE_MS. `current` is the search in force.
 */
export function useSettledSearch(current: string, settle: (search: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(current);
  useEffect(() => {
    if (typed === current) return undefined;
    const timer = setTimeout(() => settle(typed), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  });
  return [typed, setTyped];
}
