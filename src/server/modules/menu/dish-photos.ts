// A dish's photo (issue 42): the phone's file read with sharp under a pixel limit (a decompression bomb is refused
// before it is decoded), turned upright, resized and re-encoded as WebP, AVIF and JPEG without its metadata (EXIF,
// location, camera), so what is stored and served is only the picture.
import sharp from 'sharp';
import { AppError } from '../../http/app-error';

export const PHOTO_LIMITS = {
  /** The largest file taken: a phone's photo at full size. */
  bytes: 10 * 1024 * 1024,
  /** Decoded size refused above this (a 12 MP phone photo is 12 M; a bomb claims far more). */
  pixels: 50_000_000,
  /** The longest side kept: the menu's cards are at most 600 CSS px wide, twice that for sharp screens. */
  side: 1200,
} as const;

/** What a phone or a computer sends: JPEG, PNG, WebP, HEIC/HEIF (iPhone), AVIF. */
export const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

export const PHOTO_MESSAGES = {
  tooLarge: 'A photo is up to 10 MB: choose a smaller one',
  type: 'Choose a JPEG, PNG, WebP or HEIC photo',
  unreadable:
    'This file could not be read as a photo. Choose a JPEG, PNG or WebP (on an iPhone, share the photo as JPEG or set the camera to Most Compatible).',
  bomb: 'This image is too large to open (more than 50 megapixels)',
} as const;

export interface EncodedPhoto {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer;
  jpeg: Buffer;
}

// The formats sharp decodes that we take; anything else (SVG, GIF, TIFF, PDF...) is refused even if it decodes.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export async function encodePhoto(file: Buffer): Promise<EncodedPhoto> {
  if (file.length === 0)
    throw new AppError('VALIDATION', PHOTO_MESSAGES.unreadable, { photo: PHOTO_MESSAGES.unreadable });
  if (file.length > PHOTO_LIMITS.bytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge, { photo: PHOTO_MESSAGES.tooLarge });
  }
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header only (no limit yet: nothing is decoded): a bomb's claimed size is known before any pixel is.
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width;
    height = meta.height;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable, {
      photo: PHOTO_MESSAGES.unreadable,
    });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.type, { photo: PHOTO_MESSAGES.type });
  }
  if (width * height > PHOTO_LIMITS.pixels) {
    throw new AppError('VALIDATION', PHOTO_MESSAGES.bomb, { photo: PHOTO_MESSAGES.bomb });
  }
  try {
    const base = sharp(file, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' })
      // Upright by its EXIF orientation before the metadata goes: sharp keeps none unless asked (withMetadata).
      .rotate()
      .resize(PHOTO_LIMITS.side, PHOTO_LIMITS.side, { fit: 'inside', withoutEnlargement: true });
    const { data: jpeg, info } = await base
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const [webp, avif] = await Promise.all([
      base.clone().webp({ quality: 78 }).toBuffer(),
      base.clone().avif({ quality: 55, effort: 1 }).toBuffer(),
    ]);
    return { width: info.width, height: info.height, webp, avif, jpeg };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable, {
      photo: PHOTO_MESSAGES.unreadable,
    });
  }
}

/** The best format the browser says it takes: AVIF, then WebP, else JPEG. */
export function photoFormatFor(accept: string | undefined): 'avif' | 'webp' | 'jpeg' {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}
