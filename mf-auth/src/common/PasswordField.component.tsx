import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** A password input with a show/hide toggle labelled after the field ("Show password", "Hide confirm password"). */
export function PasswordField(props: Omit<TextFieldProps, 'type'> & { label: string }) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} onClick={() => setVisible((shown) => !shown)} edge="end" size="small">
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
