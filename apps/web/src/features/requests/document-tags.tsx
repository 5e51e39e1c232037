import { Space, Tag, Tooltip } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { attachmentDocument } from '@prapa/contracts';
import { openPdf } from '../../lib/open-pdf.ts';
import type { ServiceRequest } from './api.ts';
import { attachmentPath, useAttachments } from './attachments-api.ts';

const DOCS = ['houseRegistration', 'idCardCopy', 'landPapers'] as const;

/**
 * The documents checklist: each paper ticked or not, and the copy kept for it when one
 * was attached (the last one of its kind not taken off), opened from the tick.
 */
export const DocumentTags = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  const papers = useAttachments(r.id).data ?? [];
  return (
    <Space wrap>
      {DOCS.map((d) => {
        const copy = papers.findLast(
          (a) => a.removedAt === null && attachmentDocument[a.kind] === d,
        );
        const text = `${r.documents[d] ? '✓ ' : '✗ '}${t(`doc.${d}`)}`;
        return (
          <Tag key={d} color={r.documents[d] ? 'success' : 'default'} bordered={false}>
            {copy ? (
              <Tooltip title={t('papers.openCopy', { name: copy.fileName })}>
                <a onClick={() => void openPdf(attachmentPath(r.id, copy.id))}>
                  {text} <PaperClipOutlined />
                </a>
              </Tooltip>
            ) : (
              text
            )}
          </Tag>
        );
      })}
    </Space>
  );
};
