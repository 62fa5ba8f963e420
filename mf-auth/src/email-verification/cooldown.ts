/** "m:ss" for the resend countdown, e.g. 60 → "1:00", 9 → "0:09". */
export function formatCooldown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
