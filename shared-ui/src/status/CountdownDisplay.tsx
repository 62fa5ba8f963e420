import Box from '@mui/material/Box';

/** What a countdown shows at one moment. */
export interface CountdownText {
  /** The main line: the time left, or what happened ("Started"). */
  text: string;
  /** A second line: a date, or how long something else still runs. */
  detail?: string;
}

export interface CountdownDisplayProps extends CountdownText {
  /** A caption above, e.g. "Starts In" or "Next level in". */
  label?: string;
  /** `small` for a table cell or a seat, `large` for a page's block. */
  size?: 'small' | 'large';
}

// Both lines always have their room and the figures are tabular, so a ticking digit or a detail line coming
// and going moves nothing around it. A cell centres its one or two lines; a block keeps the detail line below.
const SIZES = {
  small: { text: { typography: 'body2', fontWeight: 600 }, detail: 'caption', minHeight: '2.6em', justifyContent: 'center' },
  large: { text: { typography: 'h5' }, detail: 'body2', minHeight: undefined, justifyContent: 'flex-start' },
} as const;

/** A countdown's two fixed-height lines; `Countdown` ticks one, screens with their own rules feed it text. */
export function CountdownDisplay({ text, detail, label, size = 'small' }: CountdownDisplayProps) {
  const look = SIZES[size];
  return (
    <Box
      sx={{
        fontVariantNumeric: 'tabular-nums',
        display: 'flex',
        flexDirection: 'column',
        minHeight: look.minHeight,
        justifyContent: look.justifyContent,
      }}
    >
      {label && (
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {label}
        </Box>
      )}
      <Box component="span" sx={{ ...look.text, whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {(detail || size === 'large') && (
        <Box
          component="span"
          sx={{ typography: look.detail, color: 'text.secondary', minHeight: '1lh', whiteSpace: size === 'small' ? 'nowrap' : undefined }}
        >
          {detail}
        </Box>
      )}
    </Box>
  );
}
