import { useFormik } from 'formik';
import Stack from '@mui/material/Stack';
import { API_ERROR_CODES, logIn, sessionStore } from 'shared-events';
import { useNavigate } from 'shared-ui/router';
import { toast } from 'shared-ui';
import { PasswordField } from 'shared-ui/forms';
import { SubmitButton } from '../common/SubmitButton.component';
import { textFieldProps } from 'shared-ui/forms';
import { failureMessage, LOGIN_REQUIRED, requireSession } from './login-required';
import { useChangePasswordMutation } from './profile.api';
import { useServerRefusals, type RefusedFields } from '../common/server-refusals';
import { validateWithSchema } from '../common/lazy-validation';
import { EMPTY_PASSWORDS, type PasswordValues } from './profile.values';

const validatePasswords = validateWithSchema<PasswordValues>(() => import('./profile.schema').then((module) => module.passwordSchema));
const REFUSED_FIELDS: RefusedFields<PasswordValues> = {
  [API_ERROR_CODES.currentPasswordIncorrect]: 'currentPassword',
  [API_ERROR_CODES.passwordUnchanged]: 'newPassword',
};
import { ProfileSection } from './ProfileSection.component';

/**
 * Current, new and repeated password. The change revokes every older token, this tab's too; the server answers
 * with a fresh one, which the session keeps so this tab stays signed in. `onChanged` clears the form.
 */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const navigate = useNavigate();
  const passwordChange = useChangePasswordMutation();
  const refusals = useServerRefusals(REFUSED_FIELDS, validatePasswords);
  const form = useFormik<PasswordValues>({
    initialValues: EMPTY_PASSWORDS,
    validate: refusals.validate,
    onSubmit: async (values, helpers) => {
      if (!requireSession(LOGIN_REQUIRED.password)) return;
      const { user } = sessionStore.getState();
      try {
        const answer = await passwordChange.mutateAsync(values);
        // The server tells the user's sockets that the old tokens are revoked once this answer has left; should the
        // notice still overtake it and end the session here, the new token signs this tab back in, on this screen.
        const endedMeanwhile = sessionStore.getState().token === null;
        if (user) logIn(answer.token, user);
        if (endedMeanwhile) void navigate('/profile', { replace: true });
        toast.success(answer.message);
        onChanged();
      } catch (error) {
        toast.error(failureMessage(error, LOGIN_REQUIRED.password, 'Failed to update password.'));
        refusals.mark(error, values, helpers);
      }
    },
  });

  return (
    <ProfileSection id="change-password" title="Change Password">
      <Stack component="form" noValidate spacing={2.25} onSubmit={form.handleSubmit}>
        <PasswordField label="Current Password" autoComplete="current-password" {...textFieldProps(form, 'currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" {...textFieldProps(form, 'newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...textFieldProps(form, 'confirmPassword')} />
        <SubmitButton busy={form.isSubmitting} label="Update Password" busyLabel="Updating Password..." />
      </Stack>
    </ProfileSection>
  );
}
