import { useEffect, type RefObject } from 'react';

/** The keys, and the buttons they put the focus on (by the start of their names). */
export const ACTION_SHORTCUTS: readonly { key: string; does: string; names: readonly string[] }[] = [
  { key: 'F', does: 'Fold', names: ['Fold'] },
  { key: 'C', does: 'Check or Call', names: ['Check', 'Call'] },
  { key: 'R', does: 'Bet or Raise to', names: ['Bet', 'Raise to'] },
  { key: 'S', does: 'Show', names: ['Show'] },
  { key: 'M', does: 'Muck', names: ['Muck'] },
];

/** The shortcut key of an action button, by its name ("Raise to" → R); none for All-in. */
export const shortcutOf = (name: string) => ACTION_SHORTCUTS.find((shortcut) => shortcut.names.some((prefix) => name.startsWith(prefix)));

/** What the shortcuts switch says below its name. */
export const SHORTCUTS_HINT = `On your turn: ${ACTION_SHORTCUTS.map((shortcut) => `${shortcut.key} ${shortcut.does}`).join(', ')}; Enter confirms.`;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Your turn, by keyboard: F, C and R put the focus on Fold, Check or Call, and Bet or Raise to (S and M on Show and
 * Muck at a showdown), and Enter (the
 * browser's own) presses the focused button; nothing is sent by one key alone. Keys typed into a field stay the
 * field's, and the shortcuts can be turned off (WCAG 2.1.4).
 */
export function useActionShortcuts(enabled: boolean, controls: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const shortcut = ACTION_SHORTCUTS.find((candidate) => candidate.key === event.key.toUpperCase());
      const buttons = [...(controls.current?.querySelectorAll('button') ?? [])];
      const button = shortcut && buttons.find((candidate) => !candidate.disabled && shortcutOf(candidate.textContent ?? '') === shortcut);
      if (!button) return;
      event.preventDefault();
      button.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, controls]);
}
