import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl, updateUser, VALIDATION_MESSAGES, type SessionUser } from 'shared-events';
import { toast } from 'shared-ui';
import { UserAvatar } from 'shared-ui/avatar';
import { failureMessage, LOGIN_REQUIRED, requireSession } from './login-required';
import { useUploadAvatarMutation } from './profile.api';
import { ProfileSection } from './ProfileSection.component';

/** The chosen image with a local preview URL, released when the choice changes or the card goes away. */
function useChosenImage() {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );
  const choose = (file: File | null) => setChosen(file && { file, preview: URL.createObjectURL(file) });
  return [chosen, choose] as const;
}

/**
 * The avatar (or the username's initials), a file chooser for images only and the upload with PUT /api/users/avatar.
 * The server decides by the file's content and size; its refusal is shown under the picture.
 */
export function AvatarUpload({ user }: { user: SessionUser | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setFile] = useChosenImage();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  // Percent of the file sent; undefined until the browser reports it (the bar runs indeterminate meanwhile).
  const [sentPercent, setSentPercent] = useState<number>();
  const avatarUpload = useUploadAvatarMutation();
  const file = chosen?.file;
  const preview = chosen?.preview;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!picked) return;
    if (!picked.type.startsWith('image/')) {
      setFile(null);
      setError(VALIDATION_MESSAGES.imageFile);
      return;
    }
    setError(undefined);
    setFile(picked);
  };

  const upload = async () => {
    if (!file || uploading || !requireSession(LOGIN_REQUIRED.avatar)) return;
    setUploading(true);
    setSentPercent(undefined);
    try {
      const answer = await avatarUpload.mutateAsync({ file, onProgress: (sent) => setSentPercent(Math.round(sent * 100)) });
      updateUser(answer.user);
      setFile(null);
      setError(undefined);
      toast.success('Avatar updated successfully.');
    } catch (failure) {
      setError(failureMessage(failure, LOGIN_REQUIRED.avatar, 'Failed to update avatar.'));
    } finally {
      setUploading(false);
    }
  };

  const username = user?.username ?? '';
  return (
    <ProfileSection id="profile-avatar" title="Avatar">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <UserAvatar
          username={username}
          src={preview ?? assetUrl(user?.avatar)}
          label={preview ? 'New avatar preview' : `${username} avatar`}
          size={96}
        />
        <Stack spacing={1.25} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            PNG, JPEG or WebP image.
          </Typography>
          <input ref={input} id="avatar-file" aria-label="Avatar image" type="file" accept="image/*" hidden onChange={choose} />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={uploading}>
              Choose Image
            </Button>
            {file && (
              <Button variant="contained" onClick={() => void upload()} disabled={uploading}>
                {uploading ? 'Uploading...' : 'Upload Avatar'}
              </Button>
            )}
          </Stack>
          {uploading && (
            <LinearProgress
              aria-label="Avatar upload progress"
              variant={sentPercent === undefined ? 'indeterminate' : 'determinate'}
              value={sentPercent}
              sx={{ borderRadius: 1 }}
            />
          )}
          {error && (
            <Typography role="alert" variant="body2" color="error">
              {error}
            </Typography>
          )}
        </Stack>
      </Stack>
    </ProfileSection>
  );
}
