import type { MoveInStep } from '@prapa/contracts';
import { StepMapping } from './step-mapping.tsx';
import { StepPreview } from './step-preview.tsx';
import { StepUpload } from './step-upload.tsx';
import { useStepFile } from './use-step-file.ts';

/** Template → file → (mapping) → preview → confirm, for one step. */
type Props = {
  step: MoveInStep;
  /** The confirm's job, for the step to follow. */
  onStarted: (jobId: string) => void;
};

export const StepFile = ({ step, onStarted }: Props) => {
  const flow = useStepFile(step, onStarted);
  const { phase } = flow;
  if (phase.kind === 'mapping') {
    return (
      <StepMapping
        step={step}
        fileName={phase.file.fileName}
        needed={phase.needed}
        tried={phase.tried}
        error={phase.error}
        busy={false}
        onPreview={flow.map}
        onBack={flow.reset}
      />
    );
  }
  if (phase.kind === 'preview') {
    return (
      <StepPreview
        preview={phase.preview}
        error={phase.error}
        confirming={flow.confirming}
        onConfirm={flow.confirm}
        onAgain={flow.reset}
      />
    );
  }
  return (
    <StepUpload
      step={step}
      onFile={flow.choose}
      checking={phase.kind === 'checking' ? phase.fileName : null}
      error={phase.kind === 'idle' ? phase.error : null}
    />
  );
};
