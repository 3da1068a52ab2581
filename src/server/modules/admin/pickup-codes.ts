// Short pickup codes read out at the counter: derived from the subscription's secret public id, so nothing is stored.
import { createHmac } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '../../../contracts/admin';

export type PickupCodes = (publicId: string) => string;

/** Stable per subscription; a keyed hash, so a code cannot be worked out from anything a subscriber sees. */
export function createPickupCodes(appSecret: string): PickupCodes {
  const key = createHmac('sha256', appSecret).update('pickup-codes').digest();
  return (publicId) => {
    const digest = createHmac('sha256', key).update(publicId).digest();
    let code = '';
    for (let i = 0; i < PICKUP_CODE_LENGTH; i++) {
      code += PICKUP_CODE_ALPHABET[(digest[i] ?? 0) % PICKUP_CODE_ALPHABET.length];
    }
    return code;
  };
}
