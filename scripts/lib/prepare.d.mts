// Types for the part of prepare.mjs its test imports.
export const ROOT: string;
export function ensureInstalled(options?: { root?: string }): void;
