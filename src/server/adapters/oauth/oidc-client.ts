// Google sign-in (or any OpenID Connect issuer, such as a local mock in tests) through openid-client, a certified
// relying-party library: discovery, the authorization URL, the callback and code exchange, the ID token checks.
import * as oidc from 'openid-client';
import { z } from 'zod';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Tests only: lets the client talk to a local mock over plain http. Never set from the environment. */
  allowHttpIssuer?: boolean;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** What a callback is checked against: made at the start, kept in the browser until the callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  /** PKCE (RFC 7636) code verifier; the provider only ever sees its S256 challenge. */
  verifier: string;
}

/** Where to send the browser, and what its callback will be checked against. */
export interface OidcStart {
  url: string;
  checks: OidcChecks;
}

export interface OidcClient {
  /** Fresh checks and the provider's URL to send the browser to. */
  start(redirectUri: string): Promise<OidcStart>;
  /**
   * Validates the callback URL the provider sent the browser to (state, error, issuer), exchanges its code with
   * the PKCE verifier and verifies the ID token (signature, issuer, audience, expiry, nonce).
   */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

const identityClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().optional(),
  // Anything but a boolean true (such as a string "true") counts as unverified: the safe reading.
  email_verified: z.unknown().optional(),
  name: z.string().optional(),
});

/** Seconds for each request to the provider. */
const HTTP_TIMEOUT_SECONDS = 10;

export function createOidcClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const pending = (configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: HTTP_TIMEOUT_SECONDS,
        execute: settings.allowHttpIssuer ? [oidc.allowInsecureRequests] : [],
      })
      .then((config) => {
        // The ID token comes straight from the provider over TLS; its signature is checked against the
        // provider's keys all the same, so a compromised or misdirected token endpoint cannot vouch for anyone.
        oidc.enableNonRepudiationChecks(config);
        return config;
      }));
    // A failed discovery is retried on the next sign-in rather than remembered.
    pending.catch(() => {
      if (configuration === pending) configuration = undefined;
    });
    return pending;
  }

  return {
    async start(redirectUri) {
      const config = await discover();
      const checks: OidcChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.verifier,
        idTokenExpected: true,
      });
      const claims = identityClaimsSchema.parse(tokens.claims());
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: claims.name,
      };
    },
  };
}
