// POST /api/cases: a problem with a day's lunch, with an optional photo as a data URL.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCaseResponseSchema, type CreateCaseRequest } from '../../../../contracts/cases';
import { api } from '../../../lib/api-client';
import { casesQueryOptions } from './get-cases';

export function useReportProblem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCaseRequest) =>
      api.post('/api/cases', input, { schema: createCaseResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: casesQueryOptions().queryKey }),
  });
}

/** A phone photo read as a data URL; the server re-encodes it and drops its metadata. */
export function readPhoto(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('could not read the photo'));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the photo'));
    reader.readAsDataURL(file);
  });
}
