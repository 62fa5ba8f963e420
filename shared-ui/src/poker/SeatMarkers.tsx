import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

export type Blind = 'small' | 'big';

const BLIND_MARKS: Record<Blind, [short: string, name: string]> = { small: ['SB', 'Small blind'], big: ['BB', 'Big blind'] };

/** The dealer button and the blind a seat posts: "D", "SB", "BB" on screen, their full names for a screen reader. */
export function SeatMarkers({ dealer = false, blind }: { dealer?: boolean; blind?: Blind }) {
  if (!dealer && !blind) return null;
  return (
    <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5, flexShrink: 0 }}>
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
