// An uploaded image is kept only as an image the server has decoded and encoded again itself: bytes that merely
// start like a PNG (a PNG header followed by HTML, say) are refused, and what a decoder skips (text after the image,
// metadata such as a photo's location) is not stored or served.
import sharp from 'sharp';
import { badRequest } from '../errors';

/** The image types taken, by the content type the upload's first bytes named, with sharp's name of the format. */
const formats = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof formats;

/** Larger than any picture or logo needs; a small file that unpacks to more (a decompression bomb) is refused. */
const maxPixels = 40_000_000;

export const notAnImage = () => badRequest('This file is not a PNG, JPEG or WebP image', 'file', 'WRONG_FILE_TYPE');

/** The image decoded and encoded again in its own format, turned upright as its orientation says; refused when not one. */
export async function reencodedImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const format = formats[type];
  try {
    // failOn 'error': a cut-off or broken image is refused, a decoder's warnings about harmless oddities are not.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels });
    const { format: found } = await image.metadata();
    if (found !== format) throw notAnImage();
    const upright = image.rotate();
    const encoded = format === 'png' ? upright.png() : format === 'jpeg' ? upright.jpeg({ quality: 90, mozjpeg: true }) : upright.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(`The image has more than ${maxPixels / 1_000_000} million pixels`, 'file', 'IMAGE_TOO_LARGE');
    }
    throw notAnImage();
  }
}
