// The owner's price change as the books page sends it, for the tests of what a price change reaches.
import type { TestApp } from '../../testing/test-app';

export const changePrice = (
  t: Pick<TestApp, 'app'>,
  owner: Record<string, string>,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/admin/prices', headers: { ...owner, ...headers }, payload });
