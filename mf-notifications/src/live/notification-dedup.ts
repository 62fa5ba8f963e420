/** SPEC §4 and §9: the same notification is shown once within 60 minutes; what was seen is forgotten after 24 hours. */
export const DEDUP_WINDOW_MS = 60 * 60_000;
export const DEDUP_RETENTION_MS = 24 * 60 * 60_000;
export const DEDUP_STORAGE_KEY = 'notificationDedup';

/** What makes two notifications "the same": notification type, tournament, reminder type and user. */
export interface DedupIdentity {
  type: string;
  tournamentId?: number;
  reminderType?: string;
  userId: number;
}

export interface DedupStorage {
  read(): string | null;
  write(value: string): void;
}

export interface NotificationDedup {
  /** True the first time an identity is offered within the window (and remembers it); false for a repeat. */
  admit(identity: DedupIdentity): boolean;
}

const identityKey = ({ type, tournamentId, reminderType, userId }: DedupIdentity) =>
  JSON.stringify([userId, type, tournamentId ?? null, reminderType ?? null]);

function parseSeen(text: string | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * The dedup memory of one tab, loaded from storage when created and written back on every change, so a reload
 * does not show again what was just shown. The clock is injectable for tests.
 */
export function createNotificationDedup({ now = Date.now, storage }: { now?: () => number; storage?: DedupStorage } = {}): NotificationDedup {
  let seen = parseSeen(storage?.read() ?? null);
  return {
    admit(identity) {
      const at = now();
      seen = Object.fromEntries(Object.entries(seen).filter(([, shownAt]) => at - shownAt < DEDUP_RETENTION_MS));
      const key = identityKey(identity);
      const last = seen[key];
      const admitted = last === undefined || at - last >= DEDUP_WINDOW_MS;
      if (admitted) seen[key] = at;
      try {
        storage?.write(JSON.stringify(seen));
      } catch {
        // Storage full or blocked: the memory of this tab still works.
      }
      return admitted;
    },
  };
}

/** The page's localStorage, when it can be used. */
export function browserDedupStorage(): DedupStorage | undefined {
  try {
    const { localStorage } = window;
    return { read: () => localStorage.getItem(DEDUP_STORAGE_KEY), write: (value) => localStorage.setItem(DEDUP_STORAGE_KEY, value) };
  } catch {
    return undefined;
  }
}
