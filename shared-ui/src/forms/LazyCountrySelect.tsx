import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import type { CountrySelectProps } from './CountrySelect';

// The searchable list (Autocomplete, its popper and every flag) loads with the screens that ask for a country, not
// with the first screen of the module that has them (measured on mf-auth's /login: 27 KB br of its download).
const CountrySelect = lazy(() => import('./CountrySelect').then((module) => ({ default: module.CountrySelect })));

/** The country select, with a same-size disabled field while its code arrives. */
export function LazyCountrySelect(props: CountrySelectProps) {
  return (
    <Suspense
      fallback={
        <TextField id={props.id ?? 'country'} label="Country" value={props.value} disabled error={Boolean(props.error)} helperText={props.error} />
      }
    >
      <CountrySelect {...props} />
    </Suspense>
  );
}
