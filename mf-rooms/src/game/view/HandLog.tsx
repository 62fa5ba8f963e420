import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LogLine } from '../controller/hand-log';

/**
 * The table's hand log, newest at the bottom: a new line scrolls the log's own box (never the page) to show it. New
 * hands and streets stand out; screen readers hear new lines politely.
 */
export function HandLog({ lines }: { lines: readonly LogLine[] }) {
  const box = useRef<HTMLOListElement>(null);
  const last = lines.at(-1)?.key;
  useEffect(() => {
    const list = box.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hand-log-title" sx={{ p: 1.5 }}>
      <Typography id="hand-log-title" variant="subtitle2" component="h2">
        Hand log
      </Typography>
      <Typography
        ref={box}
        component="ol"
        variant="body2"
        role="log"
        aria-live="polite"
        aria-labelledby="hand-log-title"
        tabIndex={0}
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 200, overflowY: 'auto' }}
      >
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            data-marker={line.marker ?? undefined}
            sx={
              line.marker === 'hand'
                ? { mt: 1, pt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 700, color: 'text.primary' }
                : line.marker === 'street'
                  ? { fontWeight: 700, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }
                  : { color: 'text.secondary' }
            }
          >
            {line.text}
          </Box>
        ))}
      </Typography>
    </Paper>
  );
}
