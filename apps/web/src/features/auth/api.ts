/** Queries and calls of the sign-in pages. */
import { useQuery } from '@tanstack/react-query';
import type { LoginBody, LoginData, PublicOrg, RegisterBody } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

export const usePublicOrgs = () =>
  useQuery({
    queryKey: ['orgs', 'public'],
    queryFn: () => api.get<PublicOrg[]>('/api/v1/orgs/public'),
    staleTime: 5 * 60_000,
  });

export const useSetupStatus = () =>
  useQuery({
    queryKey: ['setup', 'status'],
    queryFn: () => api.get<{ needsSetup: boolean }>('/api/v1/setup/status'),
    staleTime: 60_000,
  });

export const login = (body: LoginBody) => api.post<LoginData>('/api/v1/cms/auth/login', body);

export const register = (body: RegisterBody) =>
  api.request<unknown>({
    method: 'POST',
    path: '/api/auth/register',
    body,
  });

export const forgotPassword = (body: { org_id: string; username: string }) =>
  api.request<unknown>({ method: 'POST', path: '/api/auth/forgot-password', body });

export const resetPassword = (body: { token: string; password: string }) =>
  api.request<unknown>({ method: 'POST', path: '/api/auth/reset-password', body });

export const unlock = (password: string) =>
  api.post<{ ok: true }>('/api/v1/auth/unlock', { password });

export type SetupBody = {
  org: { code: string; nameTh: string; nameEn?: string };
  officer: { username: string; password: string; fullName: string };
};
export const runSetup = (body: SetupBody) => api.post<LoginData>('/api/v1/setup', body);
