export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { CodeInput, type CodeInputProps } from './CodeInput';
