import type { SessionRequirement } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';

/** Whether `user` (null: a visitor) may see what a route or a slot extension declares with `requirement`. */
export function mayUse(requirement: SessionRequirement, user: Pick<SessionUser, 'role'> | null): boolean {
  if (requirement === 'optional') return true;
  if (requirement === 'admin') return user?.role === 'admin';
  return user !== null;
}
