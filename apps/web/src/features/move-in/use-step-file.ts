import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveInMapping, MoveInPreview, MoveInStep } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { readAsBase64 } from '../../lib/read-as-base64.ts';
import { useConfirmStep, usePreviewStep } from './api.ts';

type Loaded = { fileName: string; contentBase64: string };
type Needed = NonNullable<MoveInPreview['mappingNeeded']>;

export type StepFilePhase =
  | { kind: 'idle'; error: string[] | null }
  | { kind: 'checking'; fileName: string }
  | {
      kind: 'mapping';
      file: Loaded;
      needed: Needed;
      tried: MoveInMapping | null;
      error: string[] | null;
    }
  | { kind: 'preview'; file: Loaded; preview: MoveInPreview; error: string[] | null };

/** What the server said is wrong: its field messages when it gave some, else its message. */
export const reasonsOf = (error: unknown, fallback: string): string[] => {
  if (!isApiError(error)) return [fallback];
  const listed = error.errors.map((e) => e.message).filter(Boolean);
  return listed.length > 0 ? listed.slice(0, 20) : [error.message];
};

/**
 * One step's file: read, checked by the server (nothing written), mapped first when its
 * columns are not the template's, then confirmed. Once confirmed the job belongs to the
 * step's state (it survives a reload), so the flow returns to idle.
 */
export const useStepFile = (step: MoveInStep, onStarted: (jobId: string) => void) => {
  const { t } = useTranslation('move-in');
  const preview = usePreviewStep(step);
  const confirm = useConfirmStep(step);
  const [phase, setPhase] = useState<StepFilePhase>({ kind: 'idle', error: null });

  const check = async (file: Loaded, mapping: MoveInMapping | null) => {
    // A mapping the server refuses is shown again with why, not thrown away.
    const mapped = phase.kind === 'mapping' && mapping ? phase : null;
    setPhase({ kind: 'checking', fileName: file.fileName });
    try {
      const answer = await preview.mutateAsync({ ...file, mapping });
      setPhase(
        answer.mappingNeeded
          ? { kind: 'mapping', file, needed: answer.mappingNeeded, tried: mapping, error: null }
          : { kind: 'preview', file, preview: answer, error: null },
      );
    } catch (error) {
      const reasons = reasonsOf(error, t('file.checkFailed'));
      setPhase(
        mapped ? { ...mapped, tried: mapping, error: reasons } : { kind: 'idle', error: reasons },
      );
    }
  };

  const choose = async (file: File) => {
    setPhase({ kind: 'checking', fileName: file.name });
    try {
      await check({ fileName: file.name, contentBase64: await readAsBase64(file) }, null);
    } catch (error) {
      setPhase({ kind: 'idle', error: reasonsOf(error, t('file.checkFailed')) });
    }
  };

  const run = async () => {
    if (phase.kind !== 'preview') return;
    try {
      const job = await confirm.mutateAsync({
        ...phase.file,
        mapping: phase.preview.mapping,
        fileHash: phase.preview.fileHash,
      });
      setPhase({ kind: 'idle', error: null });
      onStarted(job.id);
    } catch (error) {
      setPhase({ ...phase, error: reasonsOf(error, t('file.confirmFailed')) });
    }
  };

  return {
    phase,
    confirming: confirm.isPending,
    choose: (file: File) => void choose(file),
    map: (mapping: MoveInMapping) => {
      if (phase.kind === 'mapping') void check(phase.file, mapping);
    },
    confirm: () => void run(),
    reset: () => setPhase({ kind: 'idle', error: null }),
  };
};
