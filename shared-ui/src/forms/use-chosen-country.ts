import { useState } from 'react';
import type { CountrySelectProps } from './CountrySelect';

/** For the stories: the select is controlled, so they keep the chosen name as a form does and report it to the spy. */
export function useChosenCountry({ value, onChange }: Pick<CountrySelectProps, 'value' | 'onChange'>) {
  const [chosen, setChosen] = useState(value);
  const choose = (name: string) => {
    setChosen(name);
    onChange(name);
  };
  return { value: chosen, onChange: choose };
}
