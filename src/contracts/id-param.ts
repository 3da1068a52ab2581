// The one way an address names a row by number: digits only, no leading zero, within JavaScript's exact integers. A
// looser parse ("0001", "1e0", "0x1", " 1") would give one row many addresses, and 16-digit ids past 2^53 would
// round onto another row's.
import * as z from 'zod/mini';

const DIGITS = /^[1-9]\d{0,15}$/;

/** A positive whole number written the one way it is written back (`String(n)`), turned into the number. */
export function wholeNumberParam(message = 'Not an id') {
  return z.pipe(
    z.string(message).check(
      z.regex(DIGITS, message),
      z.refine((value) => Number.isSafeInteger(Number(value)), message),
    ),
    z.transform((value: string) => Number(value)),
  );
}

/** A path parameter that is a row's id. */
export const idParam = wholeNumberParam();
