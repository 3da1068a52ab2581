// PATCH /api/user/profile: the signed-in user changes their name, phone and address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  userProfileSchema,
  type UpdateProfileRequest,
  type UserProfile,
} from '../../../../contracts/user-profile';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

export function updateProfile(changes: UpdateProfileRequest): Promise<UserProfile> {
  return api.patch('/api/user/profile', changes, { schema: userProfileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the saved profile: the header's greeting and the Account tab show it without a refetch.
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
