import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * A list page's search box and filter: the browser's own input and select, labelled above, in the theme's type,
 * colours and shape. Not MUI's input components: the shell does not provide them (provided by the host, they reshaped
 * its first screen's chunks: +14 KB on `/`), so the back office bundled its own copies, and with them a second copy of
 * MUI's styling internals (a default theme, the sx system, emotion's serializer): 32 KB on the wire of
 * /admin/tournaments' first visit, measured, for two form fields.
 */

const field: SxProps<Theme> = {
  boxSizing: 'border-box',
  height: 40,
  width: '100%',
  px: 1.5,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  // The field's edge in the secondary text colour: at least 3:1 against the paper in both themes (WCAG 1.4.11).
  border: 1,
  borderColor: 'text.secondary',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
};

function Labelled({ id, label, minWidth, children }: { id: string; label: string; minWidth?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: { sm: minWidth } }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minWidth?: number;
}

export function SearchInput({ label, value, onChange, minWidth }: SearchInputProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} minWidth={minWidth}>
      <Box
        component="input"
        id={id}
        type="search"
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={field}
      />
    </Labelled>
  );
}

interface ChoiceInputProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  minWidth?: number;
}

/** A native select: the phone's own picker, and every option reachable by keyboard. */
export function ChoiceInput<Value extends string>({ label, value, options, onChange, minWidth }: ChoiceInputProps<Value>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} minWidth={minWidth}>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as Value)}
        sx={{ ...field, pr: 1 }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Labelled>
  );
}
