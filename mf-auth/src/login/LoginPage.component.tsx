import { useNavigate } from 'shared-ui/router';
import { PRODUCT_NAME, SIGN_IN_TOAST_TOPIC, toast } from 'shared-ui';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { errorMessage, logIn } from 'shared-events';
import { PasswordField } from 'shared-ui/forms';
import { AuthLayout } from '../common/AuthLayout.component';
import { AuthSwitchLink } from '../common/AuthSwitchLink.component';
import { SubmitButton } from '../common/SubmitButton.component';
import { textFieldProps } from 'shared-ui/forms';
import { isEmailNotVerified, useLoginMutation } from './login.api';
import { validateWithSchema } from '../common/lazy-validation';
import { EMPTY_LOGIN, type LoginValues } from './login.values';

const validateLogin = validateWithSchema<LoginValues>(() => import('./login.schema').then((module) => module.loginSchema));

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const form = useFormik<LoginValues>({
    initialValues: EMPTY_LOGIN,
    validate: validateLogin,
    onSubmit: async (values) => {
      try {
        const { token, user } = await login.mutateAsync(values);
        logIn(token, user);
        toast.success('Welcome back!', { topic: SIGN_IN_TOAST_TOPIC });
        navigate('/dashboard');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to log in.'), { topic: SIGN_IN_TOAST_TOPIC });
        // The account exists but is unverified: take the player straight to the code entry.
        if (isEmailNotVerified(error)) navigate('/email-verification', { state: { email: values.email } });
      }
    },
  });

  return (
    <AuthLayout
      title={`Login to ${PRODUCT_NAME}`}
      subtitle="Welcome back! Your seat is waiting."
      footer={<AuthSwitchLink question="Don't have an account?" label="Sign up" to="/register" />}
    >
      <Stack component="form" noValidate spacing={2.25} onSubmit={form.handleSubmit}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the whole page: every visitor starts in this field */}
        <TextField label="Email" type="email" autoComplete="email" autoFocus {...textFieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...textFieldProps(form, 'password')} />
        <SubmitButton busy={form.isSubmitting} label="Login" busyLabel="Logging in..." />
      </Stack>
    </AuthLayout>
  );
}
