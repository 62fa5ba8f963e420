import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { label: string };

/** A password input with a show/hide toggle labelled after the field ("Show password", "Hide confirm password"). */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // The caller's slots (a maxLength on the input element, say) are kept; the toggle is added to the input slot.
      slotProps={{
        ...slotProps,
        input: {
          ...(slotProps?.input as object | undefined),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                onClick={() => setVisible((shown) => !shown)}
                disabled={props.disabled}
                edge="end"
                size="small"
                // A 30 px target (WCAG 2.5.8 asks 24) with an outline for keyboard focus: the ripple alone is faint.
                sx={{ '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 } }}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
