const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds as "02h 14m 09s" (SPEC §2's detailed countdown); a negative duration reads zero. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 3600))}h ${pad(Math.floor((seconds % 3600) / 60))}m ${pad(seconds % 60)}s`;
}

/** Counting down, a second still under way counts: "00h 00m 01s" until the very moment, never zero early. */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}
