/**
 * Moving a utility in (issue 28, /move_in): the state of every step, each step's
 * template, a file checked (preview, writes nothing), confirmed or undone (a job on the
 * server, all rows or none), the kept files, the control totals and going live. Files
 * travel as JSON: name and base64 bytes.
 *   useMoveInState() · downloadStepTemplate(step) · downloadBatchFile(batch)
 *   usePreviewStep(step) · useConfirmStep(step) · useUndoStep(step)
 *   useSaveControlTotals() · useGoLive()
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JobView,
  MoveInBatchView,
  MoveInConfirmBody,
  MoveInFigures,
  MoveInFileBody,
  MoveInGoLiveBody,
  MoveInPreview,
  MoveInState,
  MoveInStep,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { jobEnded } from '../../components/job-progress/api.ts';

export const MOVE_IN_PATH = '/api/v1/move-in';

export const moveInKeys = { state: ['move-in', 'state'] as const };

/** A step's confirm or undo still running: the state is asked again until it ends. */
const running = (state: MoveInState | undefined) =>
  state?.steps.some((s) => s.job !== null && !jobEnded(s.job)) ?? false;

export const useMoveInState = (enabled = true) =>
  useQuery({
    queryKey: moveInKeys.state,
    queryFn: () => api.get<MoveInState>(MOVE_IN_PATH),
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

export const downloadStepTemplate = (step: MoveInStep) =>
  api.download(`${MOVE_IN_PATH}/${step}/template`);

export const downloadBatchFile = (batch: MoveInBatchView) =>
  api.download(`${MOVE_IN_PATH}/batches/${batch.id}/file`, undefined, batch.fileName);

export const usePreviewStep = (step: MoveInStep) =>
  useMutation({
    mutationFn: (body: MoveInFileBody) =>
      api.post<MoveInPreview>(`${MOVE_IN_PATH}/${step}/preview`, body),
  });

/** A job started or ended: the state (counts, batches, the step's job) is asked again. */
export const useStateChanged = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: moveInKeys.state }), [client]);
};

export const useConfirmStep = (step: MoveInStep) => {
  const changed = useStateChanged();
  return useMutation({
    mutationFn: (body: MoveInConfirmBody) =>
      api.post<JobView>(`${MOVE_IN_PATH}/${step}/confirm`, body),
    onSuccess: changed,
  });
};

export const useUndoStep = (step: MoveInStep) => {
  const changed = useStateChanged();
  return useMutation({
    mutationFn: () => api.post<JobView>(`${MOVE_IN_PATH}/${step}/undo`),
    onSuccess: changed,
  });
};

const useSetState = () => {
  const client = useQueryClient();
  return (state: MoveInState) => client.setQueryData(moveInKeys.state, state);
};

export const useSaveControlTotals = () => {
  const set = useSetState();
  return useMutation({
    mutationFn: (body: MoveInFigures) =>
      api.put<MoveInState>(`${MOVE_IN_PATH}/control-totals`, body),
    onSuccess: set,
  });
};

export const useGoLive = () => {
  const set = useSetState();
  return useMutation({
    mutationFn: (body: MoveInGoLiveBody) => api.post<MoveInState>(`${MOVE_IN_PATH}/go-live`, body),
    onSuccess: set,
  });
};
