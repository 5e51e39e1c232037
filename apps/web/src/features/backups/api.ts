import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupOverview, BackupRunView } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

const key = ['system', 'backups'];

/** The backup log and schedule (IT, manager). */
export const useBackups = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<BackupOverview>('/api/v1/system/backups') });

/** A backup now into BACKUP_DIR (IT); the log reloads whatever the outcome. */
export const useBackupNow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BackupRunView>('/api/v1/system/backups'),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
};
