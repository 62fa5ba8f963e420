/** SPEC §2: an avatar without an image shows the first two letters of the username in upper case. */
export function avatarInitials(username: string): string {
  return username.trim().slice(0, 2).toUpperCase();
}
