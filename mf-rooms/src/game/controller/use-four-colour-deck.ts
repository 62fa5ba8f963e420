import { useState } from 'react';

/** Where the choice is kept, so the deck looks the same after a reload and at every table. */
export const FOUR_COLOUR_DECK_KEY = 'poker.fourColourDeck';

function stored(): boolean {
  try {
    return window.localStorage.getItem(FOUR_COLOUR_DECK_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The player's deck: classic red and black, or four colours; remembered in localStorage where it can be. */
export function useFourColourDeck(): [boolean, (fourColour: boolean) => void] {
  const [fourColour, setFourColour] = useState(stored);
  const choose = (next: boolean) => {
    setFourColour(next);
    try {
      window.localStorage.setItem(FOUR_COLOUR_DECK_KEY, String(next));
    } catch {
      // Storage refused (private mode, full): the choice lasts this visit.
    }
  };
  return [fourColour, choose];
}
