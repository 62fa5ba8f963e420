import { useEffect, type RefObject } from 'react';
import { CHIP_ANCHOR, seatAnchor } from '../controller/chip-moves';

/**
 * On a phone your controls are held at the bottom of the screen while you decide, and with a full table they can sit
 * over your own seat. When your turn comes the page scrolls just enough for your seat (your cards) to show above them.
 * Nothing happens where the controls are in the flow (a wide screen) or the seat already shows.
 */
export function useRevealYourSeat(yourTurn: boolean, seat: number | undefined, controls: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = controls.current;
    if (!yourTurn || seat === undefined || !bar || getComputedStyle(bar).position !== 'sticky') return;
    const yours = document.querySelector<HTMLElement>(`[${CHIP_ANCHOR}="${seatAnchor(seat)}"]`);
    const covered = yours ? yours.getBoundingClientRect().bottom - bar.getBoundingClientRect().top : 0;
    if (covered <= 0) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.scrollingElement?.scrollBy?.({ top: covered + 8, behavior: still ? 'auto' : 'smooth' });
  }, [yourTurn, seat, controls]);
}
