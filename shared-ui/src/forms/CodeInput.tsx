import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { useCodeSlots } from './use-code-slots';

export interface CodeInputProps {
  /** How many characters the code has: one slot each. */
  length: number;
  /** Letters and digits only, upper-cased (SPEC §5). To start over empty, give the input a new `key`. */
  defaultValue?: string;
  /** The characters typed so far, after every edit. */
  onChange?: (code: string) => void;
  /** Called once the last slot is filled, with the whole code. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  /** Shown under the slots, which turn red. */
  error?: string;
  /** Names the group of slots for screen readers. */
  label?: string;
  /** Puts the caret in the first empty slot as soon as the slots are enabled. */
  autoFocus?: boolean;
}

/** One box per character of a code (e-mail verification): typing moves on, Backspace goes back, a paste fills them all. */
export function CodeInput({
  length,
  defaultValue = '',
  onChange,
  onComplete,
  disabled = false,
  error,
  label = 'Verification code',
  autoFocus = false,
}: CodeInputProps) {
  const code = useCodeSlots({ length, defaultValue, disabled, autoFocus, onChange, onComplete });
  const errorId = useId();
  return (
    <Box>
      <Box role="group" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 0.75, sm: 1.25 } }}>
        {code.slots.map((slot, index) => (
          <InputBase
            key={index}
            value={slot}
            disabled={disabled}
            error={Boolean(error)}
            inputRef={code.register(index)}
            onKeyDown={code.onKeyDown(index)}
            onChange={code.onChange(index)}
            onPaste={code.onPaste(index)}
            onFocus={(event) => event.target.select()}
            slotProps={{
              input: {
                'aria-label': `Digit ${index + 1} of ${length}`,
                'aria-describedby': error ? errorId : undefined,
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
              },
            }}
            sx={(theme) => {
              const accent = error ? theme.palette.error.main : theme.palette.primary.main;
              return {
                width: { xs: 42, sm: 52 },
                height: { xs: 52, sm: 60 },
                borderRadius: '12px',
                border: `2px solid ${slot || error ? accent : theme.palette.divider}`,
                bgcolor: alpha(accent, slot ? 0.08 : 0.02),
                transition: theme.transitions.create(['border-color', 'box-shadow']),
                '&.Mui-focused': { borderColor: 'secondary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.secondary.main, 0.25)}` },
                '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700, p: 0, height: '100%' },
              };
            }}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ textAlign: 'center' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
