import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { COUNTRIES, type Country } from './countries';
import { FlagImage } from './FlagImage';

export interface CountrySelectProps {
  id?: string;
  /** The full country name, as the API stores it; '' for none. */
  value: string;
  onChange: (name: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A searchable country dropdown (type to filter, case-insensitive) with a flag beside each name. */
export function CountrySelect({ id = 'country', value, onChange, error, disabled }: CountrySelectProps) {
  const selected = useMemo(() => COUNTRIES.find((country) => country.name === value) ?? null, [value]);
  return (
    <Autocomplete<Country>
      id={id}
      options={COUNTRIES}
      value={selected}
      disabled={disabled}
      onChange={(_event, option) => onChange(option?.name ?? '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      autoHighlight
      noOptionsText="No countries found"
      slotProps={{ listbox: { style: { maxHeight: '16rem' } } }}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
          <FlagImage code={option.code} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          placeholder="Search country..."
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected && (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <FlagImage code={selected.code} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
