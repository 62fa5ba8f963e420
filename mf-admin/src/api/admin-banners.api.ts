import { useIsMutating, useMutation } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { BannerUploadResponse } from 'shared-events/contracts';

const BANNER_UPLOAD = ['admin', 'banner-upload'] as const;

/** Stores an image as a banner: the server checks it by its content and answers the path to set on a tournament. */
export async function uploadBanner(file: File): Promise<BannerUploadResponse> {
  const form = new FormData();
  form.append('banner', file);
  const { data } = await http.post<BannerUploadResponse>('/api/admin/banners', form);
  return data;
}

export const useUploadBanner = () => useMutation({ mutationKey: BANNER_UPLOAD, mutationFn: uploadBanner });

/** Whether a banner is on its way: a form waits for its path before it saves. */
export const useBannerUploading = () => useIsMutating({ mutationKey: BANNER_UPLOAD }) > 0;
