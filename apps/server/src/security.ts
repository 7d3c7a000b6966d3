import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const params = { N: 16384, r: 8, p: 1 } as const;

/// scrypt password hash, stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later.
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 64, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash still spend the same work, so timing does not reveal which accounts exist.
  const [scheme, n, r, p, salt, hash] = (stored ?? `scrypt$${params.N}$${params.r}$${params.p}$AAAAAAAAAAAAAAAAAAAAAA==$`).split('$');
  if (scheme !== 'scrypt' || !salt || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), 64, { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && expected.length === key.length && timingSafeEqual(expected, key);
}

/// Keyed hash of a short secret (SMS code, captcha text): a leaked database does not reveal live ones.
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
