import { object, string } from 'yup';
import { VERIFICATION_CODE_LENGTH } from 'shared-events';

/**
 * SPEC §5, Email verification: exactly 6 letters or digits. The slots take nothing else and submit only when full,
 * so the rule never needs a message on screen ("any other validation is not shown").
 */
export const verificationCodeSchema = object({
  code: string()
    .required()
    .matches(new RegExp(`^[A-Z0-9]{${VERIFICATION_CODE_LENGTH}}$`)),
});
