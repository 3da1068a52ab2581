// A phone photo of a case: decoded, turned upright, made no larger than needed and re-encoded as JPEG, which drops
// its metadata (where and when it was taken, the device): only the pixels are kept.
import sharp from 'sharp';
import { CASE_MESSAGES } from '../../../contracts/cases';
import { AppError } from '../../http/app-error';

const LONGEST_SIDE = 1600;
const MAX_BYTES = 8 * 1024 * 1024;

export interface CasePhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

function refused(message: string = CASE_MESSAGES.photo): AppError {
  return new AppError('VALIDATION', message, { photo: message });
}

/** From a data URL (data:image/...;base64,...) as the form sends it. */
export async function reencodePhoto(dataUrl: string): Promise<CasePhoto> {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) throw refused();
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length === 0) throw refused();
  if (bytes.length > MAX_BYTES) throw refused('The photo is too large (8 MB at most)');
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw refused();
  }
}
