import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type * as ZXing from 'zxing-wasm/reader';

type Reader = typeof ZXing;
let reader: Promise<Reader> | null = null;

/** zxing's reader, loaded on first use with its .wasm from our own server (no CDN). */
const load = () => {
  reader ??= import('zxing-wasm/reader').then((zxing) => {
    zxing.prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
    });
    return zxing;
  });
  return reader;
};

/** The text of a bill's Thai QR or Code 128 barcode in a video frame, or null. */
export const readCode = async (image: ImageData): Promise<string | null> => {
  const zxing = await load();
  const [found] = await zxing.readBarcodes(image, {
    formats: ['QRCode', 'Code128'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  return found?.isValid && found.text ? found.text : null;
};
