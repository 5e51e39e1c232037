import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  loginData,
  okEnvelope,
  profileUpdateBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  sessionUser,
  switchOrgBody,
  unlockBody,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  changePassword,
  forgotPassword,
  register,
  resetPassword,
  unlock,
  updateProfile,
} from './account.service.ts';
import { login, logout, refresh, switchOrg } from './auth.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { loadSessionUser } from './session-user.ts';
import { actorOf } from '../../plugins/auth.ts';

const done = okEnvelope(z.object({ ok: z.literal(true) }));

/** spec §7 keeps these exact paths: /api/v1/cms/auth/login and /api/auth/*. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimit = { max: app.config.loginRatePerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/v1/cms/auth/login',
    {
      config: { public: true, rateLimit: loginLimit },
      schema: { tags: ['auth'], body: loginBody, response: { 200: okEnvelope(loginData) } },
    },
    async (request, reply) => {
      const { refreshToken, refreshExpires, ...data } = await login(app, request, request.body);
      setRefreshCookie(request, reply, refreshToken, refreshExpires);
      return ok(request, data);
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: refreshBody, response: { 200: okEnvelope(loginData) } },
    },
    async (request, reply) => {
      try {
        const { refreshToken, refreshExpires, ...data } = await refresh(
          app,
          request,
          readRefreshCookie(request),
        );
        setRefreshCookie(request, reply, refreshToken, refreshExpires);
        return ok(request, data);
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: done } } },
    async (request, reply) => {
      await logout(app, request, readRefreshCookie(request));
      clearRefreshCookie(reply);
      return ok(request, { ok: true as const });
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: { 200: okEnvelope(z.object({ id: z.uuid(), status: z.string() })) },
      },
    },
    async (request) => ok(request, await register(app, request, request.body)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: done } },
    },
    async (request) => {
      await forgotPassword(app, request, request.body);
      return ok(request, { ok: true as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: done } },
    },
    async (request) => {
      await resetPassword(app, request, request.body);
      return ok(request, { ok: true as const }, 'SAVED');
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      config: { permission: 'session.self' },
      schema: { tags: ['auth'], response: { 200: okEnvelope(sessionUser) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { user } = await loadSessionUser(
        app.database.db,
        actor.homeOrgId,
        actor.officerId,
        actor.orgId === actor.homeOrgId ? null : actor.orgId,
      );
      return ok(request, user);
    },
  );

  app.patch(
    '/api/v1/auth/profile',
    {
      config: { permission: 'session.self' },
      schema: {
        tags: ['auth'],
        body: profileUpdateBody,
        response: { 200: okEnvelope(sessionUser) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await updateProfile(app, request, request.body);
      const { user } = await loadSessionUser(
        app.database.db,
        actor.homeOrgId,
        actor.officerId,
        actor.orgId === actor.homeOrgId ? null : actor.orgId,
      );
      return ok(request, user, 'SAVED');
    },
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      config: { permission: 'session.self', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: changePasswordBody, response: { 200: done } },
    },
    async (request) => {
      await changePassword(app, request, request.body);
      return ok(request, { ok: true as const }, 'SAVED');
    },
  );

  app.post(
    '/api/v1/auth/unlock',
    {
      config: { permission: 'session.self', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: unlockBody, response: { 200: done } },
    },
    async (request) => {
      await unlock(app, request, request.body.password);
      return ok(request, { ok: true as const });
    },
  );

  app.post(
    '/api/v1/auth/switch-org',
    {
      config: { permission: 'orgAdmin.manage' },
      schema: { tags: ['auth'], body: switchOrgBody, response: { 200: okEnvelope(loginData) } },
    },
    async (request) => ok(request, await switchOrg(app, request, request.body.org_id)),
  );
};
