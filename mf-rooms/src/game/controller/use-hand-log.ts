import { useState } from 'react';
import type { TableView } from 'shared-events/contracts';
import { appendLog } from './hand-log';

/** The hand log of the views seen since the table was opened. */
export function useHandLog(view: TableView): readonly string[] {
  const [log, setLog] = useState<{ view: TableView | undefined; lines: readonly string[] }>({ view: undefined, lines: [] });
  // Folded in while rendering the new view (React's way of adjusting state to a prop): React renders again at once.
  if (log.view !== view) setLog({ view, lines: appendLog(log.lines, log.view, view) });
  return log.lines;
}
