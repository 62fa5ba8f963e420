import { string } from 'yup';
import { CONTROL_CHARACTER_PATTERN, FORMAT_CHARACTER_PATTERN, controlCharactersMessage, formatCharactersMessage } from 'shared-events';

/** A name other players see (first name): trimmed and required, without control or invisible formatting characters, as the server checks it. */
export function nameSchema(label: string, requiredMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .test('no-control-characters', controlCharactersMessage(label), (value) => !CONTROL_CHARACTER_PATTERN.test(value ?? ''))
    .test('no-format-characters', formatCharactersMessage(label), (value) => !FORMAT_CHARACTER_PATTERN.test(value ?? ''));
}
