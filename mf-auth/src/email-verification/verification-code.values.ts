export interface VerificationCodeValues {
  code: string;
}

export const EMPTY_CODE: VerificationCodeValues = { code: '' };
