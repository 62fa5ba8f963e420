import { VERIFICATION_CODE_LENGTH } from 'shared-events';

export const EMPTY_CODE: readonly string[] = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** Keeps letters and digits only, upper-cased: the code's alphabet (SPEC §5). */
export function sanitizeCode(text: string): string {
  return text.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

/** Writes `text` into the slots from `index` on; `focus` is the slot to go to next. */
export function fillSlots(slots: readonly string[], index: number, text: string): { slots: string[]; focus: number } {
  const chars = [...sanitizeCode(text).slice(0, slots.length - index)];
  const next = [...slots];
  chars.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { slots: next, focus: Math.min(index + chars.length, slots.length - 1) };
}

export function isComplete(slots: readonly string[]): boolean {
  return slots.length === VERIFICATION_CODE_LENGTH && slots.every((slot) => slot.length === 1);
}
