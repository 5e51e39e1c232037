import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { thaiQrBillPayment } from '@prapa/domain';
import { login, unpaidBill } from './helpers.ts';

// The counter's camera (issue 10): Chromium's fake camera plays a picture of a bill's Thai
// QR; the cashier presses the camera button and the connection that owes the bill opens.
const FAKE_VIDEO = join(tmpdir(), `prapa-camera-${process.pid}.y4m`);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${FAKE_VIDEO}`,
    ],
  },
});

/** One grey-scale frame (YUV 4:2:0) of a QR code, black on white, as Chromium's fake camera plays it. */
const writeQrVideo = (payload: string) => {
  const [width, height] = [640, 480];
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const unit = Math.floor(400 / count);
  const left = Math.floor((width - count * unit) / 2) + 4 * unit;
  const top = Math.floor((height - count * unit) / 2) + 4 * unit;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [row, col] = [Math.floor((y - top) / unit), Math.floor((x - left) / unit)];
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && y >= top && x >= left && modules.get(row, col)) luma[y * width + x] = 16;
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  writeFileSync(FAKE_VIDEO, Buffer.concat([Buffer.from(header), luma, chroma]));
};

test('the cashier scans a bill’s Thai QR with the camera and its connection opens', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  const bill = await unpaidBill(page, 4); // not the bill the keyboard journey pays
  writeQrVideo(
    thaiQrBillPayment({
      billerId: '099400012345601',
      ref1: bill.customerNo,
      ref2: bill.number,
      amountSatang: bill.total,
    }),
  );
  await login(page, 'cashier', '/operation/payment');
  await page.getByRole('button', { name: 'สแกนด้วยกล้อง' }).click();
  await expect(page.getByTestId('camera-video')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('camera-th.png') });
  // The scanner reads the frame, closes, and the bill's connection is on the counter.
  await expect(page.getByTestId('camera-video')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(bill.customerNo).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(bill.number).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('camera-found-th.png') });
});
