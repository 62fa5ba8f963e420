import { NAME_RULE_MESSAGES, VALIDATION_MESSAGES, controlCharactersMessage, formatCharactersMessage } from 'shared-events';
import { profileSchema } from '../profile/profile.schema';
import { registerSchema } from '../register/register.schema';
import type { RegisterValues } from '../register/register.values';
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

const valid: RegisterValues = {
  username: 'river_rat',
  firstName: 'Ada',
  country: 'France',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
/** The messages a Formik form with this `validationSchema` shows for these values (each field's first). */
const validateFields = (schema: AnyObjectSchema, values: object) =>
  validateYupSchema(values, schema).then(
    () => ({}),
    (error: unknown) => yupToFormErrors(error),
  );
const registrationErrors = (overrides: Partial<RegisterValues>) => validateFields(registerSchema, { ...valid, ...overrides });

describe('the name rules before submitting (the server applies the same ones)', () => {
  it.each(['river_rat', 'Jürgen Müller', 'o.k-1', '李小龙', 'राहुल', 'ａｄｍｉｎ'])('accepts the username %j', async (username) => {
    expect(await registrationErrors({ username })).toEqual({});
  });

  it.each([
    ' admin',
    'admin ',
    'ad  min',
    '   ',
    'adm\u202Enim',
    'ad\u200Bmin',
    'admin\u034F',
    '\u3164\u3164\u3164',
    'bo\u0007b',
    '<b>bob</b>',
    'admin@home',
  ])('refuses the username %j with the rule', async (username) => {
    expect(await registrationErrors({ username })).toEqual({ username: NAME_RULE_MESSAGES.usernameCharacters });
  });

  it('keeps the spec message for a short or empty username, counted once normalised', async () => {
    for (const username of ['', 'ab', 'ｘ']) expect(await registrationErrors({ username })).toEqual({ username: VALIDATION_MESSAGES.usernameMin });
  });

  it('refuses control and invisible formatting characters in the first name, at sign-up and on the profile', async () => {
    for (const schema of [registerSchema, profileSchema]) {
      const values = schema === registerSchema ? valid : { firstName: 'Ada', country: 'France' };
      expect(await validateFields(schema, { ...values, firstName: 'Ad\u0000a' })).toEqual({ firstName: controlCharactersMessage('First name') });
      expect(await validateFields(schema, { ...values, firstName: 'Ada\u202E' })).toEqual({ firstName: formatCharactersMessage('First name') });
      expect(await validateFields(schema, { ...values, firstName: '   ' })).toEqual({ firstName: VALIDATION_MESSAGES.firstNameRequired });
      expect(await validateFields(schema, { ...values, firstName: ' \u0645\u06CC\u200C\u0646\u0627 ' })).toEqual({});
    }
  });
});
