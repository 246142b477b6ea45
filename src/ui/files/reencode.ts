// A photo is cropped and re-encoded on the device before it is kept: a phone's 12-megapixel
// original (4-12 MB) becomes a JPEG of about 100-300 kB at the card's aspect, so the phone neither
// stores nor uploads the original. The server decodes and re-encodes it again (server/files/process.ts).

/** The ID photo's aspect (3×4 cm, width over height): the card's photo slot crops to it. */
export const PHOTO_ASPECT = 3 / 4;
/** An entity's shield: square, as lists and súmulas show it beside the name. */
export const SHIELD_ASPECT = 1;
/** Largest photo kept on the device; the server's largest variant is 1200×1600. */
export const PHOTO_MAX = { width: 1200, height: 1600 } as const;
export const PHOTO_QUALITY = 0.85;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size of `width`×`height` scaled down (never up) to fit within `max`. */
export function fitWithin(width: number, height: number, max: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The largest area of `aspect` (width over height) centred in a `width`×`height` picture. */
export function centredArea(width: number, height: number, aspect: number): PixelArea {
  const w = Math.min(width, Math.round(height * aspect));
  const h = Math.min(height, Math.round(width / aspect));
  return { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), width: w, height: h };
}

/**
 * The part `area` of the picture (in the pixels of the upright picture, as the cropper reports
 * them; or computed from its size), scaled to fit PHOTO_MAX, as a JPEG. Without an area, the whole
 * picture. Throws when the browser cannot decode the picture.
 */
export async function cropAndEncode(source: Blob, area: PixelArea | null | ((width: number, height: number) => PixelArea)): Promise<Blob> {
  // 'from-image': the EXIF orientation is applied, as the <img> the person cropped on showed it.
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const crop = typeof area === 'function' ? area(bitmap.width, bitmap.height) : (area ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height });
    const size = fitWithin(crop.width, crop.height, PHOTO_MAX);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas indisponível.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível gerar a imagem.'))), 'image/jpeg', PHOTO_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
