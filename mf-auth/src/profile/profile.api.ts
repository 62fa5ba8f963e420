import { useMutation } from '@tanstack/react-query';
import {
  http,
  type AvatarResponse,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type UpdateProfileRequest,
  type UserProfileResponse,
} from 'shared-events';

export async function updateProfile(request: UpdateProfileRequest): Promise<UserProfileResponse> {
  const { data } = await http.put<UserProfileResponse>('/api/users/profile', request);
  return data;
}

/** `onProgress` hears the share of the file sent so far (0 to 1), when the browser knows the whole size. */
export async function uploadAvatar(file: File, onProgress?: (sent: number) => void): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('avatar', file);
  const { data } = await http.put<AvatarResponse>('/api/users/avatar', form, {
    onUploadProgress: ({ progress }) => {
      if (progress !== undefined) onProgress?.(progress);
    },
  });
  return data;
}

export async function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const { data } = await http.put<ChangePasswordResponse>('/api/users/change-password', request);
  return data;
}

export const useUpdateProfileMutation = () => useMutation({ mutationFn: updateProfile });
export const useUploadAvatarMutation = () =>
  useMutation({ mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => uploadAvatar(file, onProgress) });
export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
