import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

export type Blind = 'small' | 'big';

const BLIND_MARKS: Record<Blind, [short: string, name: string]> = { small: ['SB', 'Small blind'], big: ['BB', 'Big blind'] };

export interface SeatMarkersProps {
  dealer?: boolean;
  blind?: Blind;
  /**
   * Drawn on the felt in front of the seat, larger: only a picture there, since the seat itself names the markers
   * (with `words` for a screen reader only).
   */
  onFelt?: boolean;
  /** The names alone, for a screen reader: the seat whose markers lie on the felt. */
  wordsOnly?: boolean;
}

/** The dealer button and the blind a seat posts: "D", "SB", "BB" on screen, their full names for a screen reader. */
export function SeatMarkers({ dealer = false, blind, onFelt = false, wordsOnly = false }: SeatMarkersProps) {
  if (!dealer && !blind) return null;
  if (wordsOnly)
    return (
      <>
        {dealer && (
          <Box component="span" sx={visuallyHidden}>
            Dealer
          </Box>
        )}
        {blind && (
          <Box component="span" sx={visuallyHidden}>
            {BLIND_MARKS[blind][1]}
          </Box>
        )}
      </>
    );
  return (
    <Box aria-hidden={onFelt || undefined} sx={{ ml: onFelt ? 0 : 'auto', display: 'flex', gap: 0.5, flexShrink: 0, ...(onFelt && FELT_SIZE) }}>
      {/* The button is white with black print in both themes, like the real one. */}
      {dealer && <Marker short="D" name="Dealer" sx={{ bgcolor: '#ffffff', color: '#1a1a1a', borderColor: '#757575' }} />}
      {blind && (
        <Marker
          short={BLIND_MARKS[blind][0]}
          name={BLIND_MARKS[blind][1]}
          sx={{ bgcolor: 'background.default', color: 'text.primary', borderColor: 'text.secondary' }}
        />
      )}
    </Box>
  );
}

/** On the felt the markers are read from across the table: larger, and lifted off the cloth by a shadow. */
const FELT_SIZE = {
  '& > span': { minWidth: 26, height: 26, borderRadius: '13px', fontSize: 12, boxShadow: '0 1px 3px rgba(0, 0, 0, 0.6)' },
} as const;

function Marker({ short, name, sx }: { short: string; name: string; sx: object }) {
  return (
    <Box
      component="span"
      title={name}
      sx={{
        minWidth: 22,
        height: 22,
        px: '3px',
        boxSizing: 'border-box',
        borderRadius: '11px',
        border: 1,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 800,
        lineHeight: 1,
        ...sx,
      }}
    >
      <span aria-hidden>{short}</span>
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>
    </Box>
  );
}
