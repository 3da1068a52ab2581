// An OpenID Connect client for Google sign-in (or any issuer, such as a local mock in tests): discovery,
// the authorization URL, the code exchange with PKCE, and a verified ID token.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface OidcClient {
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  /** Exchanges the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
  signIn(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    nonce: string;
  }): Promise<OidcIdentity>;
}

export class OidcError extends Error {
  override name = 'OidcError';
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const tokenResponseSchema = z.object({ id_token: z.string() });

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  azp: z.string().optional(),
  email: z.email().optional(),
  // Google sends a boolean; some providers send the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

/** Google's ID tokens name their issuer with or without the scheme. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

const HTTP_TIMEOUT_MS = 10_000;

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  const issuer = settings.issuer.replace(/\/+$/, '');
  let discovery: Promise<{ config: z.infer<typeof discoverySchema>; jwks: JWTVerifyGetKey }> | undefined;

  function discover() {
    discovery ??= (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) throw new OidcError(`discovery answered ${response.status}`);
      const config = discoverySchema.parse(await response.json());
      if (config.issuer.replace(/\/+$/, '') !== issuer) throw new OidcError('discovery names another issuer');
      return { config, jwks: createRemoteJWKSet(new URL(config.jwks_uri)) };
    })();
    // A failed discovery is retried on the next sign-in rather than remembered.
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const { config } = await discover();
      const url = new URL(config.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async signIn({ code, codeVerifier, redirectUri, nonce }) {
      const { config, jwks } = await discover();
      const response = await fetch(config.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) throw new OidcError(`token endpoint answered ${response.status}`);
      const { id_token: idToken } = tokenResponseSchema.parse(await response.json());

      // Protocol time, not business time: the provider's clock is the real one.
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: acceptedIssuers(config.issuer),
        audience: settings.clientId,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        clockTolerance: 30,
      });
      const claims = idTokenClaimsSchema.parse(payload);
      if (claims.nonce !== nonce) throw new OidcError('nonce does not match');
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && claims.azp !== settings.clientId) {
        throw new OidcError('token was issued to another party');
      }
      return {
        // One spelling per provider, so the stored identity matches whichever form the token used.
        issuer: config.issuer,
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: claims.name,
      };
    },
  };
}
