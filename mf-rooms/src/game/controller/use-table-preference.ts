import { useState } from 'react';

/**
 * The player's table settings, each kept in localStorage where it can be, so every table looks and answers the same
 * after a reload: the four-colour deck, the keyboard shortcuts (on by default; single keys can be turned off,
 * WCAG 2.1.4), and stacks counted in big blinds.
 */
export const TABLE_PREFERENCES = {
  fourColourDeck: { key: 'poker.fourColourDeck', initial: false },
  keyboardShortcuts: { key: 'poker.keyboardShortcuts', initial: true },
  stacksInBigBlinds: { key: 'poker.stacksInBigBlinds', initial: false },
} as const;

export type TablePreference = keyof typeof TABLE_PREFERENCES;

function stored(name: TablePreference): boolean {
  const { key, initial } = TABLE_PREFERENCES[name];
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? initial : value === 'true';
  } catch {
    return initial;
  }
}

/** One table setting and its setter; the choice lasts the visit where storage is refused (private mode, full). */
export function useTablePreference(name: TablePreference): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => stored(name));
  const choose = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(TABLE_PREFERENCES[name].key, String(next));
    } catch {
      // Storage refused: the choice lasts this visit.
    }
  };
  return [value, choose];
}
