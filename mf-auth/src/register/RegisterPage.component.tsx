import { useNavigate } from 'shared-ui/router';
import { SIGN_IN_TOAST_TOPIC, toast } from 'shared-ui';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { API_ERROR_CODES, errorMessage } from 'shared-events';
import { LazyCountrySelect as CountrySelect, PasswordField } from 'shared-ui/forms';
import { AuthLayout } from '../common/AuthLayout.component';
import { AuthSwitchLink } from '../common/AuthSwitchLink.component';
import { SubmitButton } from '../common/SubmitButton.component';
import { shownError, textFieldProps } from 'shared-ui/forms';
import { verificationState } from '../email-verification/verification-state';
import { useRegisterMutation } from './register.api';
import { useServerRefusals, type RefusedFields } from '../common/server-refusals';
import { validateWithSchema } from '../common/lazy-validation';
import { EMPTY_REGISTRATION, type RegisterValues } from './register.values';

const validateRegistration = validateWithSchema<RegisterValues>(() => import('./register.schema').then((module) => module.registerSchema));
const REFUSED_FIELDS: RefusedFields<RegisterValues> = { [API_ERROR_CODES.usernameTaken]: 'username', [API_ERROR_CODES.emailTaken]: 'email' };

export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterMutation();
  const refusals = useServerRefusals(REFUSED_FIELDS, validateRegistration);
  const form = useFormik<RegisterValues>({
    initialValues: EMPTY_REGISTRATION,
    validate: refusals.validate,
    onSubmit: async (values, helpers) => {
      try {
        await registration.mutateAsync(values);
        toast.success('Account created successfully! Please verify your email.', { topic: SIGN_IN_TOAST_TOPIC });
        // The sign-up mail started the server's resend cooldown: the verification page counts it down from now.
        navigate('/email-verification', { state: verificationState(values.email, Date.now()) });
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to create account.'), { topic: SIGN_IN_TOAST_TOPIC });
        refusals.mark(error, values, helpers);
      }
    },
  });

  return (
    <AuthLayout
      title="Create an Account"
      subtitle="Join the tables and start your poker journey today."
      footer={<AuthSwitchLink question="Already have an account?" label="Log in" to="/login" />}
    >
      <Stack component="form" noValidate spacing={2.25} onSubmit={form.handleSubmit}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the whole page: every visitor starts in this field */}
        <TextField label="Username" autoComplete="username" autoFocus {...textFieldProps(form, 'username')} />
        <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
        <CountrySelect
          value={form.values.country}
          onChange={(name) => void form.setFieldValue('country', name)}
          error={shownError(form, 'country')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...textFieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="new-password" {...textFieldProps(form, 'password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...textFieldProps(form, 'confirmPassword')} />
        <SubmitButton busy={form.isSubmitting} label="Create Account" busyLabel="Creating Account..." />
      </Stack>
    </AuthLayout>
  );
}
