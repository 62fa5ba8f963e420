import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces the value of the field labelled `label` as an operator pasting it would: cleared, then one paste. The
 * tournament editor renders its whole form (the blind levels alone are 60 fields) on each input event: typed a key at
 * a time, one of its tests took over 15 s on a slower two-core machine.
 */
export async function fillField(user: UserEvent, label: string, value: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') await user.paste(value);
}
