/**
 * The water-user import: the template, then the file checked (preview, writes nothing),
 * then confirmed (all rows or none). The file travels as JSON: its name and base64 bytes.
 *   downloadTemplate() · usePreviewImport() · useConfirmImport()
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFileBody, ImportPreview, ImportResult } from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { invalidateResource } from '../../../components/resource/resource-hooks.ts';
import { waterUsersApi, WATER_USERS_PATH } from '../api.ts';

const IMPORT_PATH = `${WATER_USERS_PATH}/import`;

export const downloadTemplate = () => api.download(`${IMPORT_PATH}/template`);

/** The file's bytes as base64, without the data-URL prefix. */
export const readAsBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (body: ImportFileBody) => api.post<ImportPreview>(`${IMPORT_PATH}/preview`, body),
  });

export const useConfirmImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportFileBody & { fileHash: string }) =>
      api.post<ImportResult>(`${IMPORT_PATH}/confirm`, body),
    onSuccess: () => invalidateResource(client, waterUsersApi.keys),
  });
};
