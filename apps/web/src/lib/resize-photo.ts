import { READING_PHOTO_MAX_BYTES } from '@prapa/contracts';

const LONG_SIDE = 1280;

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/**
 * A camera photo made small on the phone before it is kept or sent (a meter photo, a
 * request's papers): the long side at most 1280 px, JPEG, and under the server's 500 kB
 * (quality stepped down, then the size).
 */
export const resizePhoto = async (file: Blob): Promise<Blob> => {
  const bitmap = await createImageBitmap(file);
  let scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  for (let attempt = 0; attempt < 4; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.8, 0.65, 0.5]) {
      const blob = await toBlob(canvas, quality);
      if (blob && blob.size <= READING_PHOTO_MAX_BYTES) return blob;
    }
    scale *= 0.7;
  }
  throw new Error('photo too large');
};

export const base64Of = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};
