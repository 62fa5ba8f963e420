import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import type { useCodeSlots } from './use-code-slots';

interface CodeInputProps {
  code: ReturnType<typeof useCodeSlots>;
  disabled: boolean;
}

/** Six one-character boxes for the e-mail verification code. */
export function CodeInput({ code, disabled }: CodeInputProps) {
  const { slots } = code;
  return (
    <Box role="group" aria-label="Verification code" sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 0.75, sm: 1.25 } }}>
      {slots.map((slot, index) => (
        <InputBase
          key={index}
          value={slot}
          disabled={disabled}
          inputRef={code.register(index)}
          onKeyDown={code.onKeyDown(index)}
          onChange={code.onChange(index)}
          onPaste={code.onPaste(index)}
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              'aria-label': `Digit ${index + 1} of ${slots.length}`,
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
            },
          }}
          sx={(theme) => ({
            width: { xs: 42, sm: 52 },
            height: { xs: 52, sm: 60 },
            borderRadius: '12px',
            border: `2px solid ${slot ? theme.palette.primary.main : theme.palette.divider}`,
            bgcolor: alpha(theme.palette.primary.main, slot ? 0.08 : 0.02),
            transition: theme.transitions.create(['border-color', 'box-shadow']),
            '&.Mui-focused': { borderColor: 'secondary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.secondary.main, 0.25)}` },
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700, p: 0, height: '100%' },
          })}
        />
      ))}
    </Box>
  );
}
