import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

export const registerSecurity = async (app: FastifyInstance) => {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The counter's camera scanner compiles zxing's WebAssembly (served from 'self').
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the organisation's tile server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as CSP frame-ancestors 'none' for browsers that only read this header.
    frameguard: { action: 'deny' },
  });
  // Answers of the API may carry personal data: never kept by a browser or a proxy cache.
  // (Exports set it themselves; the web app's files keep their own caching.)
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Limits are set per route (login, register, reset); nothing global.
  await app.register(rateLimit, { global: false });
};
