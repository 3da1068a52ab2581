// POST /api/admin/backups: a backup now ("Back up now"); the list is read again, success or failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBackupResponseSchema, type CreateBackupResponse } from '../../../../contracts/backups';
import { api } from '../../../lib/api-client';
import { BACKUPS_KEY } from './get-backups';

export function createBackup(): Promise<CreateBackupResponse> {
  return api.post('/api/admin/backups', undefined, { schema: createBackupResponseSchema });
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
