import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { PRE_ACTION_LABELS, type PreAction } from '../controller/pre-action';

const CHOICES = Object.keys(PRE_ACTION_LABELS) as PreAction[];

/** Before your turn: one of Check/Fold, Call any, Fold, sent for you when the turn comes. */
export function PreActions({ choice, onChoose }: { choice: PreAction | null; onChoose: (choice: PreAction | null) => void }) {
  return (
    <Box role="group" aria-label="Before your turn" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {CHOICES.map((option) => (
        <FormControlLabel
          key={option}
          label={PRE_ACTION_LABELS[option]}
          control={<Checkbox checked={choice === option} onChange={(event) => onChoose(event.target.checked ? option : null)} />}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Box>
  );
}
