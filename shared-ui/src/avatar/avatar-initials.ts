/** Avatar fallback: the first two letters of the username in upper case (SPEC §2, §9). */
export function avatarInitials(username: string): string {
  return username.trim().slice(0, 2).toUpperCase();
}
