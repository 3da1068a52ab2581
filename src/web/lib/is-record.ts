// Whether a parsed JSON value is an object (not null, not an array), for the checks the shell writes out by hand.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
