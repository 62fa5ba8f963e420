/** The pure rules of a code typed one character per slot (CodeInput). */

export function emptySlots(length: number): string[] {
  return Array.from({ length }, () => '');
}

/** Keeps letters and digits only, upper-cased: the alphabet of the codes the platform sends (SPEC §5). */
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
  return slots.every((slot) => slot.length === 1);
}
