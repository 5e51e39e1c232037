/**
 * Readings from a sheet: the round's grid as .xlsx, the filled file checked (writes
 * nothing), then saved all rows or none.
 *   downloadReadingSheet(roundId, routeId) · usePreviewReadings(roundId) · useConfirmReadings(roundId)
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportConfirmBody,
  ImportFileBody,
  ReadingImportPreview,
  ReadingImportResult,
} from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { checkKeys } from '../../check/api.ts';
import { roundKeys } from '../../rounds/api.ts';

const base = (roundId: string) => `/api/v1/service-rounds/${roundId}/readings/import`;

export const downloadReadingSheet = (roundId: string, routeId: string | undefined) =>
  api.download(`${base(roundId)}/template`, routeId ? { routeId } : undefined);

export const usePreviewReadings = (roundId: string) =>
  useMutation({
    mutationFn: (body: ImportFileBody) =>
      api.post<ReadingImportPreview>(`${base(roundId)}/preview`, body),
  });

export const useConfirmReadings = (roundId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportConfirmBody) =>
      api.post<ReadingImportResult>(`${base(roundId)}/confirm`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['meter'] }),
        client.invalidateQueries({ queryKey: checkKeys.all }),
        client.invalidateQueries({ queryKey: roundKeys.all }),
      ]),
  });
};
