import { useState } from 'react';
import { Alert, Button, Card, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportPreview, ImportResult } from '@prapa/contracts';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { readAsBase64, useConfirmImport, usePreviewImport } from './api.ts';
import { ImportProgress } from './import-progress.tsx';
import { PreviewStep } from './preview-step.tsx';
import { SelectStep } from './select-step.tsx';

type Loaded = { fileName: string; contentBase64: string };

type Phase =
  | { kind: 'select'; error: string[] | null }
  | { kind: 'checking'; fileName: string }
  | { kind: 'preview'; file: Loaded; preview: ImportPreview; error: string[] | null }
  | { kind: 'importing'; file: Loaded; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult; fileName: string };

const STEP: Record<Phase['kind'], number> = {
  select: 1,
  checking: 1,
  preview: 2,
  importing: 3,
  done: 3,
};

/** What the server said is wrong: its field messages when it gave some, else its message. */
const reasons = (error: unknown, fallback: string): string[] => {
  if (!isApiError(error)) return [fallback];
  const listed = error.errors.map((e) => e.message).filter(Boolean);
  return listed.length > 0 ? listed.slice(0, 20) : [error.message];
};

/** /user/import: template → file → check (nothing written) → confirm (all rows or none). */
export const WaterUserImportPage = () => {
  const { t } = useTranslation(['water-users', 'nav']);
  const navigate = useNavigate();
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const [phase, setPhase] = useState<Phase>({ kind: 'select', error: null });
  const [gotTemplate, setGotTemplate] = useState(false);

  const check = async (file: File) => {
    setPhase({ kind: 'checking', fileName: file.name });
    try {
      const loaded = { fileName: file.name, contentBase64: await readAsBase64(file) };
      const answer = await preview.mutateAsync(loaded);
      setPhase({ kind: 'preview', file: loaded, preview: answer, error: null });
    } catch (error) {
      setPhase({ kind: 'select', error: reasons(error, t('import.checkFailed')) });
    }
  };

  const run = async (file: Loaded, checked: ImportPreview) => {
    setPhase({ kind: 'importing', file, preview: checked });
    try {
      const result = await confirm.mutateAsync({ ...file, fileHash: checked.fileHash });
      setPhase({ kind: 'done', result, fileName: file.fileName });
    } catch (error) {
      setPhase({
        kind: 'preview',
        file,
        preview: checked,
        error: reasons(error, t('import.confirmFailed')),
      });
    }
  };

  const again = () => setPhase({ kind: 'select', error: null });
  const current = phase.kind === 'select' && !gotTemplate ? 0 : STEP[phase.kind];

  return (
    <>
      <PageHeader
        breadcrumb={[{ title: t('nav:user'), path: '/user' }, { title: t('nav:userImport') }]}
        description={t('import.description')}
      />
      <Card style={{ marginBottom: 16 }}>
        <Steps
          current={current}
          status={phase.kind === 'preview' && phase.preview.problemCount > 0 ? 'error' : undefined}
          items={[
            { title: t('import.steps.template') },
            { title: t('import.steps.upload') },
            { title: t('import.steps.check') },
            { title: t('import.steps.confirm') },
          ]}
        />
      </Card>

      {(phase.kind === 'select' || phase.kind === 'checking') && (
        <SelectStep
          onFile={(file) => void check(file)}
          checking={phase.kind === 'checking' ? phase.fileName : null}
          error={phase.kind === 'select' ? phase.error : null}
          onTemplate={() => setGotTemplate(true)}
        />
      )}

      {phase.kind === 'preview' && (
        <>
          {phase.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('import.confirmFailed')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {phase.error.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              }
            />
          )}
          <PreviewStep
            preview={phase.preview}
            onConfirm={() => void run(phase.file, phase.preview)}
            onAgain={again}
          />
        </>
      )}

      {phase.kind === 'importing' && <ImportProgress rows={phase.preview.rowCount} />}

      {phase.kind === 'done' && (
        <Card>
          <Result
            status="success"
            title={t('import.doneTitle', { count: phase.result.created })}
            subTitle={[
              t('import.doneCreated', { count: phase.result.created }),
              t('import.doneSkipped', { count: phase.result.skipped }),
              t('import.doneMeters', { count: phase.result.metersInstalled }),
              phase.result.numbersGenerated > 0
                ? t('import.doneNumbers', { count: phase.result.numbersGenerated })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            extra={[
              <Button key="list" type="primary" onClick={() => void navigate('/user')}>
                {t('import.toList')}
              </Button>,
              <Button key="again" onClick={again}>
                {t('import.another')}
              </Button>,
            ]}
          />
        </Card>
      )}
    </>
  );
};
