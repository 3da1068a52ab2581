// Test helpers for signed-in calls: accounts written straight to the database, and sign-in through the API.
import { expect } from 'vitest';
import type { UserRole } from '../../../contracts/auth';
import type { TestApp } from '../../testing/test-app';
import { testAuthConfig } from './auth-config';
import { createPasswordHasher } from './password-hasher';
import { userRepository, type UserRow } from './user-repository';

const hasher = createPasswordHasher(testAuthConfig.passwordHashCost);

export async function createUser(
  t: TestApp,
  input: {
    email: string;
    password?: string;
    role?: UserRole;
    name?: string;
    phone?: string | null;
    address?: string | null;
    username?: string | null;
    google?: { issuer: string; subject: string };
  },
): Promise<UserRow> {
  const user = await userRepository(t.database.db).insert(
    {
      name: input.name ?? input.email.split('@')[0] ?? 'User',
      email: input.email,
      role: input.role ?? 'subscriber',
      phone: input.phone,
      address: input.address,
      username: input.username,
      passwordHash: input.password ? await hasher.hash(input.password) : null,
      google: input.google,
    },
    t.clock.now(),
  );
  if (!user) throw new Error(`user ${input.email} already exists`);
  return user;
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  ip = '203.0.113.7',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
