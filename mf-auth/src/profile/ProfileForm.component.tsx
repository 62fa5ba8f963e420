import { useFormik } from 'formik';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateUser, type SessionUser } from 'shared-events';
import { toast } from 'shared-ui';
import { LazyCountrySelect as CountrySelect } from 'shared-ui/forms';
import { SubmitButton } from '../common/SubmitButton.component';
import { shownError, textFieldProps } from 'shared-ui/forms';
import { failureMessage, LOGIN_REQUIRED, requireSession } from './login-required';
import { useUpdateProfileMutation } from './profile.api';
import { validateWithSchema } from '../common/lazy-validation';
import { profileValues, type ProfileValues } from './profile.values';

const validateProfile = validateWithSchema<ProfileValues>(() => import('./profile.schema').then((module) => module.profileSchema));
import { ProfileSection } from './ProfileSection.component';

/** Username and e-mail read-only; first name and country saved with PUT /api/users/profile. */
export function ProfileForm({ user }: { user: SessionUser | null }) {
  const profileUpdate = useUpdateProfileMutation();
  const form = useFormik<ProfileValues>({
    initialValues: profileValues(user),
    validate: validateProfile,
    onSubmit: async (values) => {
      if (!requireSession(LOGIN_REQUIRED.profile)) return;
      try {
        const answer = await profileUpdate.mutateAsync({ firstName: values.firstName.trim(), country: values.country });
        updateUser(answer.user);
        toast.success('Profile updated successfully.');
      } catch (error) {
        toast.error(failureMessage(error, LOGIN_REQUIRED.profile, 'Failed to update profile.'));
      }
    },
  });

  return (
    <ProfileSection id="profile-details" title="Profile Details">
      <Stack component="form" noValidate spacing={2.25} onSubmit={form.handleSubmit}>
        <TextField id="username" label="Username" value={user?.username ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} />
        <TextField
          id="email"
          label="Email"
          value={user?.email ?? ''}
          fullWidth
          helperText="Your username and email cannot be changed."
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
        <CountrySelect
          value={form.values.country}
          onChange={(name) => void form.setFieldValue('country', name)}
          error={shownError(form, 'country')}
        />
        <SubmitButton busy={form.isSubmitting} label="Save Changes" busyLabel="Saving..." />
      </Stack>
    </ProfileSection>
  );
}
