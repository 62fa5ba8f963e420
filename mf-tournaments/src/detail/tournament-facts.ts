/** How the detail page writes a tournament's times and sizes (SPEC §3 fields). */

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateTime.format(at);
}

/** 90 → "1 h 30 min", 120 → "2 h", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Blind levels are stored in seconds: 600 → "10 min", 90 → "1 min 30 s", 45 → "45 s". */
export function formatBlindSpeed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function formatChips(stack: number): string {
  return `${whole.format(stack)} chips`;
}

/** SPEC §2: an avatar falls back to the first two letters of the username in upper case. */
export function avatarInitials(username: string): string {
  return username.trim().slice(0, 2).toUpperCase();
}
