import { useCallback, useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankConfirmResult, BankMappingInput, BankPreview } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { readAsBase64 } from '../../lib/read-as-base64.ts';
import { jobEnded, useLatestJob } from '../../components/job-progress/api.ts';
import { useBankChannels, useChannelBooks, useConfirmBankFile, usePreviewBankFile } from './api.ts';
import { ConfirmResult } from './confirm-result.tsx';
import { MappingForm } from './mapping-form.tsx';
import { PostingView } from './posting-view.tsx';
import { PreviewView } from './preview-view.tsx';
import { UploadCard } from './upload-card.tsx';

type Loaded = {
  fileName: string;
  contentBase64: string;
  channelId: string;
  mapping: BankMappingInput | null;
};
type Needed = NonNullable<BankPreview['mappingNeeded']>;

type Phase =
  | { kind: 'select'; errors: string[] | null }
  | { kind: 'checking'; fileName: string }
  | { kind: 'mapping'; file: Loaded; needed: Needed; errors: string[] | null }
  | { kind: 'preview'; file: Loaded; preview: BankPreview; errors: string[] | null }
  | { kind: 'posting'; jobId: string; file: Loaded | null; preview: BankPreview | null }
  | { kind: 'done'; fileName: string; result: BankConfirmResult };

/** Every reason the server gave (a broken BOT file lists each bad line), else its message. */
const reasons = (error: unknown, fallback: string): string[] => {
  if (!isApiError(error)) return [fallback];
  const listed = error.errors.map((e) => e.message).filter(Boolean);
  return listed.length > 0 ? listed : [error.message];
};

const CHANNEL_KEY = 'bank-import.channel';

type Props = { canWrite: boolean; onQueue: () => void; onFile: (fileId: string) => void };

/** The import: channel and file → mapping (a new bank export) → preview → confirm. */
export const ImportTab = ({ canWrite, onQueue, onFile }: Props) => {
  const { t } = useTranslation('bank-import');
  const { channels, loading } = useBankChannels();
  const books = useChannelBooks();
  const preview = usePreviewBankFile();
  const confirm = useConfirmBankFile();
  const [phase, setPhase] = useState<Phase>({ kind: 'select', errors: null });
  // A file still posting when the screen opens (a reload, another tab) shows its progress.
  const latest = useLatestJob('bank-file').data;
  useEffect(() => {
    if (latest && !jobEnded(latest) && phase.kind === 'select')
      setPhase({ kind: 'posting', jobId: latest.id, file: null, preview: null });
  }, [latest, phase.kind]);
  const [picked, setPicked] = useState<string | undefined>(
    () => localStorage.getItem(CHANNEL_KEY) ?? undefined,
  );
  // The remembered channel counts only while it is still an active bank channel; a
  // utility with a single one needs no choice.
  const channelId =
    channels.find((c) => c.id === picked)?.id ??
    (channels.length === 1 ? channels[0]?.id : undefined);
  const channelName = (id: string) => channels.find((c) => c.id === id)?.name ?? '';

  const choose = (id: string) => {
    localStorage.setItem(CHANNEL_KEY, id);
    setPicked(id);
  };

  const check = async (file: Loaded) => {
    try {
      const answer = await preview.mutateAsync(file);
      setPhase(
        answer.mappingNeeded
          ? { kind: 'mapping', file, needed: answer.mappingNeeded, errors: null }
          : { kind: 'preview', file, preview: answer, errors: null },
      );
    } catch (error) {
      const errors = reasons(error, t('upload.checkFailed'));
      // A mapping the server refuses goes back to the form, with why.
      if (phase.kind === 'mapping') setPhase({ ...phase, file, errors });
      else setPhase({ kind: 'select', errors });
    }
  };

  const read = async (file: File) => {
    if (!channelId) return;
    setPhase({ kind: 'checking', fileName: file.name });
    try {
      const contentBase64 = await readAsBase64(file);
      await check({ fileName: file.name, contentBase64, channelId, mapping: null });
    } catch {
      setPhase({ kind: 'select', errors: [t('upload.readFailed', { name: file.name })] });
    }
  };

  const run = async (file: Loaded, checked: BankPreview) => {
    try {
      const job = await confirm.mutateAsync({
        ...file,
        fileHash: checked.fileHash,
        // A row whose bill the counter pays from now on is flagged in the result.
        previewedAt: checked.checkedAt,
      });
      setPhase({ kind: 'posting', jobId: job.id, file, preview: checked });
    } catch (error) {
      setPhase({
        kind: 'preview',
        file,
        preview: checked,
        errors: reasons(error, t('confirm.failed')),
      });
    }
  };

  const posted = useCallback(
    (result: BankConfirmResult) =>
      setPhase((p) =>
        p.kind === 'posting' ? { kind: 'done', fileName: p.file?.fileName ?? '', result } : p,
      ),
    [],
  );
  const stopped = useCallback(
    (errors: string[]) =>
      setPhase((p) =>
        p.kind === 'posting' && p.file && p.preview
          ? { kind: 'preview', file: p.file, preview: p.preview, errors }
          : { kind: 'select', errors },
      ),
    [],
  );

  const again = () => setPhase({ kind: 'select', errors: null });

  switch (phase.kind) {
    case 'select':
    case 'checking':
      return (
        <UploadCard
          channels={channels}
          channelsLoading={loading}
          channelId={channelId}
          onChannel={choose}
          onFile={(file) => void read(file)}
          checking={phase.kind === 'checking' ? phase.fileName : null}
          errors={phase.kind === 'select' ? phase.errors : null}
          onRefused={(errors) => setPhase({ kind: 'select', errors })}
          needsBook={channelId !== undefined && books.ready && !books.hasBook(channelId)}
        />
      );
    case 'mapping':
      return (
        <>
          {phase.errors && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('mapping.refused')}
              description={phase.errors.join(' · ')}
            />
          )}
          <MappingForm
            key={phase.needed.headers.join('\u0000')}
            fileName={phase.file.fileName}
            needed={phase.needed}
            tried={phase.file.mapping}
            busy={preview.isPending}
            onPreview={(mapping) => void check({ ...phase.file, mapping })}
            onBack={again}
          />
        </>
      );
    case 'preview':
      return (
        <PreviewView
          preview={phase.preview}
          channelName={channelName(phase.file.channelId)}
          canWrite={canWrite}
          confirming={confirm.isPending}
          errors={phase.errors}
          onConfirm={() => void run(phase.file, phase.preview)}
          onAgain={again}
        />
      );
    case 'posting':
      return (
        <PostingView
          jobId={phase.jobId}
          fileName={phase.file?.fileName ?? null}
          onDone={posted}
          onFailed={stopped}
        />
      );
    case 'done':
      return (
        <ConfirmResult
          result={phase.result}
          fileName={phase.fileName}
          onQueue={onQueue}
          onFile={onFile}
          onAgain={again}
        />
      );
  }
};
