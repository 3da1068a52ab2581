// Password hashing with scrypt in a PHC-like string ($scrypt$ln=17,r=8,p=1$salt$hash), compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** Hashes claiming a higher cost are refused instead of tying up the server. */
const MAX_COST = 20;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** True when the stored hash was made with other parameters than new hashes get. */
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification and answers false: for unknown e-mails and password-less accounts. */
  verifyNothing(password: string): Promise<false>;
}

interface Params {
  cost: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const N = 2 ** params.cost;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that for N = 2^17.
    maxmem: 128 * N * params.r * 2,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const m = FORMAT.exec(stored);
  if (!m) return null;
  const [, cost, r, p, salt, key] = m;
  const params = { cost: Number(cost), r: Number(r), p: Number(p) };
  if (params.cost < 1 || params.cost > MAX_COST || params.r < 1 || params.p < 1) return null;
  return { ...params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** cost is log2 of scrypt's N: 17 in production (N = 2^17, r = 8, p = 1). */
export function createPasswordHasher(cost: number): PasswordHasher {
  const params: Params = { cost, r: BLOCK_SIZE, p: PARALLELISM };

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, params);
    return `$scrypt$ln=${params.cost},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
  }

  async function verify(stored: string, password: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
    const key = await derive(password, parsed.salt, parsed);
    return timingSafeEqual(key, parsed.key);
  }

  let dummy: Promise<string> | undefined;

  return {
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.cost !== params.cost || parsed.r !== params.r || parsed.p !== params.p;
    },
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(24).toString('base64url'));
      await verify(await dummy, password);
      return false;
    },
  };
}
