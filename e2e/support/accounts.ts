// The accounts the e2e server starts with: the seeded demo subscriber and the operator's admin (no plan).
import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025' };
export const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };

/** A new session's token, signed in through the API (a session of its own, not the page's). */
export async function signedInToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}
