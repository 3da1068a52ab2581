// Dish photos (issue 42): a phone's photo is re-encoded without its metadata, stored and served in modern formats
// with long caching; files that are not images, too large, or decompression bombs get a clear 4xx.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { dishResponseSchema, dishesResponseSchema } from '../../../contracts/dishes';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { bearer, createUser, signIn } from '../auth/auth-test-support';

let t: TestApp;
afterEach(() => t.close());

const WEDNESDAY = new Date('2026-11-18T16:00:00Z');

/** A 1500 x 1000 JPEG as a phone takes it: camera make and GPS position in its EXIF, turned by its orientation. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#c8702a' } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 51/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '96/1 57/1 0/1',
      },
    })
    .toBuffer();
}

/** A real 16 x 16 PNG whose header claims 30000 x 30000 pixels (900 megapixels): a decompression bomb's shape. */
async function bombPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR: length (4) at 8, type at 12, width at 16, height at 20, CRC over type and data at 29.
  out.writeUInt32BE(30000, 16);
  out.writeUInt32BE(30000, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/**
 * An iPhone-style HEIC (HEVC inside HEIF), 96 x 64: warm on the left, dark on the right, camera make in its EXIF. Made
 * with libheif's heif-enc 1.15 (x265) from a JPEG: `heif-enc -q 50 -o dish.heic dish.jpg`.
 */
const IPHONE_HEIC = Buffer.from(
  [
    'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAYBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA',
    'AA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgABAAAAAAGkAAEAAAAAAAAAcwACAAAAAAIXAAEAAAAAAAAA5gAAADhpaW5mAAAA',
    'AAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAABAAIAAEV4aWYAAAAAv2lwcnAAAAChaXBjbwAAAHVodmNDAQNwAAAA',
    'AAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQAoQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbq',
    'SSmubAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAA',
    'AAAAAAEAAQOBAoMAAAAaaXJlZgAAAAAAAAAOY2RzYwACAAEAAQAAAWFtZGF0AAAAbygBrxOAeVrMtueBO//jIUf/2vGeHmxK8AN/',
    'f/B37qh6OUttx8nZOqvw9plyX2wzwNI9h6A4lULw1Uzi9oognn/xBqhgSDHFwV9jS+vlXVhzG3U8ehxBAf76trVG+1cvy/jC1uxs',
    'ixO8WHouRWVHQAAAAABJSSoACAAAAAgADwECAAsAAACIAAAAEAECAAkAAAB+AAAAEgEDAAEAAAABAAAAGgEFAAEAAABuAAAAGwEF',
    'AAEAAAB2AAAAKAEDAAEAAAACAAAAEwIDAAEAAAABAAAAaYcEAAEAAACUAAAAAAAAADhjAADoAwAAOGMAAOgDAABQaG9uZSAxNQAA',
    'UGhvbmVNYWtlcgAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAGAAAAAD',
    'oAQAAQAAAEAAAAAAAAAA',
  ].join(''),
  'base64',
);

const upload = (id: number, headers: Record<string, string>, body: Buffer, type: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/dishes/${id}/photo`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });

test('a phone photo is re-encoded upright without its metadata and served as AVIF, WebP or JPEG, cached a year', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  const original = await phonePhoto();
  expect((await sharp(original).metadata()).exif).toBeDefined();

  const res = await upload(1, admin, original, 'image/jpeg');
  expect(res.statusCode, res.body).toBe(200);
  const { dish } = dishResponseSchema.parse(res.json());
  expect(dish.photoUrl).toMatch(/^\/api\/menu\/photos\/[0-9a-f-]{36}$/);
  const url = dish.photoUrl ?? '';

  for (const [accept, type] of [
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', 'image/jpeg'],
  ] as const) {
    const served = await t.app.inject({ method: 'GET', url, headers: { accept } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.vary).toContain('Accept');
    const meta = await sharp(served.rawPayload).metadata();
    // Orientation 6 is a quarter turn: the 1500 x 1000 photo stands 1000 wide, then fits in 1200 px.
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  }
  // The landing page's menu shows the photo on the days that serve the dish.
  const menu = await t.app.inject({ method: 'GET', url: '/api/menu?week=2026-11-23' });
  expect(menu.body).toContain(url);
  const [entry] = await t.database.db.select().from(auditLog);
  expect(entry).toMatchObject({ action: 'dish.photo', entityId: '1' });
});

test('an iPhone’s HEIC photo is decoded and stored without its metadata; a broken one is refused', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);
  expect(IPHONE_HEIC.includes('PhoneMaker')).toBe(true);
  const res = await upload(1, admin, IPHONE_HEIC, 'image/heic');
  expect(res.statusCode, res.body).toBe(200);
  const url = dishResponseSchema.parse(res.json()).dish.photoUrl ?? '';
  const served = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([96, 64]);
  // The picture itself came through: a warm corner top left (220, 180, 90), a dark one bottom right (30, 40, 90).
  const pixel = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
  const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - (want[i] ?? 0)) <= 16);
  expect(near(pixel(4, 4), [220, 180, 90]), String(pixel(4, 4))).toBe(true);
  expect(near(pixel(91, 59), [30, 40, 90]), String(pixel(91, 59))).toBe(true);

  const broken = await upload(1, admin, IPHONE_HEIC.subarray(0, 500), 'image/heic');
  expect(broken.statusCode).toBe(415);
  expect(broken.json().message).toBe(
    'This file could not be read as a photo. Choose a JPEG, PNG, WebP or HEIC photo.',
  );
});

test('a file that is not an image, a decompression bomb, a file over 10 MB or an SVG is refused with its reason', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  const admin = await signInAdmin(t);

  const text = await upload(1, admin, Buffer.from('not a photo at all'), 'image/jpeg');
  expect(text.statusCode).toBe(415);
  expect(text.json()).toMatchObject({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    fields: { photo: expect.any(String) },
  });

  const bomb = await upload(1, admin, await bombPng(), 'image/png');
  expect(bomb.statusCode).toBe(400);
  expect(bomb.json().message).toBe('This image is too large to open (more than 50 megapixels)');

  const big = await upload(1, admin, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'image/jpeg');
  expect(big.statusCode).toBe(413);
  expect(big.json().message).toBe('A photo is up to 10 MB: choose a smaller one');

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  expect((await upload(1, admin, svg, 'image/svg+xml')).statusCode).toBe(415);
  // Sent under a photo's type, an SVG is still refused: the file decides, not its label.
  const disguised = await upload(1, admin, svg, 'image/png');
  expect(disguised.statusCode).toBe(415);
  expect(disguised.json().message).toBe('Choose a JPEG, PNG, WebP or HEIC photo');

  const unknownDish = await upload(999, admin, await phonePhoto(), 'image/jpeg');
  expect(unknownDish.statusCode).toBe(404);
  const dishes = await t.app.inject({ method: 'GET', url: '/api/admin/dishes', headers: admin });
  expect(dishesResponseSchema.parse(dishes.json()).dishes.every((d) => d.photoUrl === null)).toBe(true);
});

test('staff upload a photo only when an owner allowed them to edit; anyone else is refused', async () => {
  t = await createTestApp({ now: WEDNESDAY });
  await createUser(t, { email: 'cook@example.com', password: 'kitchen-knife-22', role: 'staff' });
  const staff = bearer(await signIn(t, 'cook@example.com', 'kitchen-knife-22'));
  const photo = await phonePhoto();
  expect((await upload(1, staff, photo, 'image/jpeg')).statusCode).toBe(403);
  expect((await upload(1, {}, photo, 'image/jpeg')).statusCode).toBe(401);
  const missing = await t.app.inject({
    method: 'GET',
    url: '/api/menu/photos/00000000-0000-0000-0000-000000000000',
  });
  expect(missing.statusCode).toBe(404);
});
