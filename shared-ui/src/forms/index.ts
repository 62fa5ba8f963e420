export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { CodeInput, type CodeInputProps } from './CodeInput';
// Only the lazy country select is public: the Autocomplete then never loads with a screen that shows no country field.
export { LazyCountrySelect } from './LazyCountrySelect';
export type { CountrySelectProps } from './CountrySelect';
export { FlagImage } from './FlagImage';
export { COUNTRIES, type Country } from './countries';
// Formik bindings for MUI fields (types only from formik: each module bundles its own Formik).
export { shownError, textFieldProps } from './formik-field';
