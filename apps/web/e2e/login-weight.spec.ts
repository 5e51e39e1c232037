import { expect, test } from '@playwright/test';

// Issue 14 §4: a village office's line is slow; the login page must come quickly.
const BUDGET = 300 * 1024;

test('the login page transfers at most 300 kB of JavaScript, precompressed', async ({ page }) => {
  const sizes: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  page.on('response', (res) => {
    if (!/\.m?js(\?|$)/.test(res.url())) return;
    sizes.push(
      (async () => ({
        url: res.url(),
        bytes: (await res.request().sizes()).responseBodySize,
        encoding: (await res.allHeaders())['content-encoding'] ?? 'identity',
      }))(),
    );
  });
  await page.goto('/pages/login');
  await expect(page.locator('button[type=submit]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(sizes);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`login page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} kB transferred`);
  const heaviest = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((s) => `${s.bytes} ${s.url.split('/').pop()}`)
    .join(', ');
  // Files under 1 kB are sent as they are (apps/web/build/precompress.ts).
  const plain = scripts.filter((s) => s.encoding !== 'br' && s.bytes >= 1024);
  expect(plain, 'every script above 1 kB comes brotli-compressed').toEqual([]);
  expect(total, `heaviest: ${heaviest}`).toBeLessThanOrEqual(BUDGET);
});
