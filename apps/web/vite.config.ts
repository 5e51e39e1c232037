import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';

const vendor = (name: string, test: RegExp, priority: number) => ({ name, test, priority });

const ANTD_CORE = new RegExp(
  [
    String.raw`node_modules[\\/]antd[\\/]es[\\/](_util|config-provider|theme|style|locale|app|message|notification|button|spin|grid|flex|space|typography|col|row)[\\/]`,
    String.raw`node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick)[\\/]`,
    String.raw`node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components|utils)[\\/]`,
    String.raw`node_modules[\\/]@rc-component[\\/](util|motion|resize-observer|portal|context)[\\/]`,
    String.raw`node_modules[\\/](stylis|@emotion[\\/]hash|@emotion[\\/]unitless|throttle-debounce|classnames|clsx)[\\/]`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    // The reader's phone works offline (/meter): a service worker precaches the app, so a
    // reload with no network still opens it. It is registered by /meter itself, so the
    // login page loads nothing more (issue 14 §4 budget).
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Prapa · โปรแกรมระบบประปา',
        short_name: 'Prapa',
        description: 'จดมาตรวัดน้ำและงานประปาหมู่บ้าน',
        lang: 'th',
        start_url: '/meter',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1372BA',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // A new version takes over at once, and the page that registered it is served by it.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            vendor('react', /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, 40),
            vendor('zod', /node_modules[\\/]zod[\\/]/, 35),
            vendor('i18n', /node_modules[\\/](i18next|react-i18next)[\\/]/, 30),
            // antd's runtime (theme, css-in-js, config, shared utilities) is needed by every
            // screen; each component goes with the screens that use it, so the login page
            // does not download the menu, tables or pickers.
            vendor('antd', ANTD_CORE, 20),
          ],
        },
      },
    },
  },
});
