// Types for server-flags.mjs, which playwright.config.ts imports.
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
