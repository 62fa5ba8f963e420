import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { AvatarUpload } from './AvatarUpload.component';
import { PasswordForm } from './PasswordForm.component';
import { ProfileForm } from './ProfileForm.component';

/** /profile (SPEC §2): the profile form, the avatar and the password change of the signed-in user. */
export function ProfilePage() {
  const user = useSession((state) => state.user);
  // A changed password empties its form: a new key mounts a fresh one.
  const [passwordForm, setPasswordForm] = useState(0);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography variant="h4" component="h1">
          Edit Profile
        </Typography>
        <Typography color="text.secondary">Update your first name, country and avatar, and change your password.</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <AvatarUpload user={user} />
          <ProfileForm user={user} />
        </Stack>
        <PasswordForm key={passwordForm} onChanged={() => setPasswordForm((count) => count + 1)} />
      </Box>
    </Stack>
  );
}
