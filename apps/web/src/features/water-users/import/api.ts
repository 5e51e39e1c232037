/**
 * The water-user import: the template, then the file checked (preview, writes nothing),
 * then confirmed (a job on the server, all rows or none). The file travels as JSON: its
 * name and base64 bytes.
 *   downloadTemplate() · usePreviewImport() · useConfirmImport() · useImportPublished()
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody, ImportPreview, JobView } from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidateResource } from '../../../components/resource/resource-hooks.ts';
import { waterUsersApi, WATER_USERS_PATH } from '../api.ts';

const IMPORT_PATH = `${WATER_USERS_PATH}/import`;

export const downloadTemplate = () => api.download(`${IMPORT_PATH}/template`);

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (body: ImportFileBody) => api.post<ImportPreview>(`${IMPORT_PATH}/preview`, body),
  });

/** Queues the import: the answer is its job (followed with useJob). */
export const useConfirmImport = () =>
  useMutation({
    mutationFn: (body: ImportFileBody & { fileHash: string }) =>
      api.post<JobView>(`${IMPORT_PATH}/confirm`, body),
  });

/** Once the import job has published its rows, lists of water users are stale. */
export const useImportPublished = () => {
  const client = useQueryClient();
  return () => invalidateResource(client, waterUsersApi.keys);
};
