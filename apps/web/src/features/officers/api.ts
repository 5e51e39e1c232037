import type { z } from 'zod';
import type { Officer, officerCreate, officerUpdate } from '@prapa/contracts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';

export type OfficerCreateBody = z.output<typeof officerCreate>;
export type OfficerUpdateBody = z.output<typeof officerUpdate>;

export const officersApi = resourceHooks<Officer, OfficerCreateBody, OfficerUpdateBody>(
  'officers',
  '/api/v1/officers',
);

export const useResetOfficerPassword = () =>
  officersApi.useAction<{ password: string }, unknown>('reset-password');

export const useUnlockOfficer = () => officersApi.useAction<undefined, Officer>('unlock');
