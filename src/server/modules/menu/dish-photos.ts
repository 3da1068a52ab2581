// A dish's photo (issue 42): the phone's file read with sharp under a pixel limit (a decompression bomb is refused
// before it is decoded), turned upright, resized and re-encoded as WebP, AVIF and JPEG without its metadata (EXIF,
// location, camera), so what is stored and served is only the picture. An iPhone's HEIC (HEVC inside HEIF), which
// sharp's prebuilt libheif cannot decode, is decoded to raw pixels by libheif compiled to WebAssembly (decision 0038).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
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
  unreadable: 'This file could not be read as a photo. Choose a JPEG, PNG, WebP or HEIC photo.',
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
  let compression: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header only (no limit yet: nothing is decoded): a bomb's claimed size is known before any pixel is.
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    format = meta.format;
    compression = meta.compression;
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
    const source =
      format === 'heif' && compression === 'hevc'
        ? await hevcPixels(file)
        : // Upright by its EXIF orientation before the metadata goes: sharp keeps none unless asked (withMetadata).
          sharp(file, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' }).rotate();
    const base = source.resize(PHOTO_LIMITS.side, PHOTO_LIMITS.side, {
      fit: 'inside',
      withoutEnlargement: true,
    });
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

/**
 * An HEVC-coded HEIF decoded to RGBA by libheif in WebAssembly, handed to sharp as raw pixels: libheif applies the
 * file's own rotation and mirroring, and no metadata comes along. Its size was checked against the pixel limit from the
 * header before this runs.
 */
async function hevcPixels(file: Buffer): Promise<Sharp> {
  const image = await decodeHeicApart(file);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
    limitInputPixels: PHOTO_LIMITS.pixels,
  });
}

/** How long a decode may take: a 12 MP photo takes a few seconds. */
const HEIC_DECODE_MS = 60_000;

// WebAssembly runs on the thread that calls it and a 12 MP photo takes seconds: the decoder gets a worker of its own,
// so the server keeps answering meanwhile. heic-decode is CommonJS; the worker is given its resolved path.
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.decoder)({ buffer: workerData.file }).then(
  (image) => parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

const decodedSchema = z.union([
  z.object({ width: z.number(), height: z.number(), data: z.instanceof(Uint8ClampedArray) }),
  z.object({ error: z.string() }),
]);

function decodeHeicApart(file: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER, {
      eval: true,
      workerData: {
        decoder: createRequire(import.meta.url).resolve('heic-decode'),
        file: new Uint8Array(file),
      },
    });
    const timer = setTimeout(() => {
      reject(new Error('HEIC decoding took too long'));
      void worker.terminate();
    }, HEIC_DECODE_MS);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    worker.once('message', (message: unknown) => {
      const decoded = decodedSchema.safeParse(message);
      settle(() => {
        if (!decoded.success) reject(new Error('HEIC decoder gave no picture'));
        else if ('error' in decoded.data) reject(new Error(decoded.data.error));
        else resolve(decoded.data);
      });
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`HEIC decoder stopped (${code})`))));
  });
}

/** The best format the browser says it takes: AVIF, then WebP, else JPEG. */
export function photoFormatFor(accept: string | undefined): 'avif' | 'webp' | 'jpeg' {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}
