import { useRef, useState } from 'react';
import { App, Button, Flex, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import {
  CameraOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_IMAGE_MAX_BYTES,
  REQUEST_PDF_MAX_BYTES,
  requestAttachmentKinds,
} from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { readAsBase64 } from '../../lib/read-as-base64.ts';
import { resizePhoto } from '../../lib/resize-photo.ts';
import type { ServiceRequest } from './api.ts';
import {
  attachmentPath,
  useAttach,
  useAttachments,
  useDetach,
  useFileUrl,
  type RequestAttachment,
  type RequestAttachmentKind,
} from './attachments-api.ts';
import { isOpen } from './state-tag.tsx';

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

/** A kept photo as a thumbnail (fetched with the token); a PDF as its icon. */
const Thumb = ({ requestId, a }: { requestId: string; a: RequestAttachment }) => {
  const image = a.mimeType !== 'application/pdf';
  const file = useFileUrl(image ? attachmentPath(requestId, a.id) : null);
  const box = { width: 64, height: 64, borderRadius: 6, flex: 'none' } as const;
  if (!image) {
    return (
      <Flex align="center" justify="center" style={{ ...box, background: '#fff1f0' }}>
        <FilePdfOutlined style={{ fontSize: 28, color: '#cf1322' }} />
      </Flex>
    );
  }
  return file.url ? (
    <img src={file.url} alt={a.fileName} style={{ ...box, objectFit: 'cover' }} />
  ) : (
    <div style={{ ...box, background: '#f5f5f5' }} />
  );
};

/** Photos are made small here first (like meter photos); a PDF goes as it is, up to 5 MB. */
const prepare = async (file: File) => {
  if (file.type === 'application/pdf') {
    if (file.size > REQUEST_PDF_MAX_BYTES) throw new Error('pdfTooLarge');
    return { fileName: file.name, contentBase64: await readAsBase64(file) };
  }
  if (!file.type.startsWith('image/')) throw new Error('notSupported');
  const small = await resizePhoto(file).catch(() => null);
  if (!small || small.size > REQUEST_IMAGE_MAX_BYTES) throw new Error('imageTooLarge');
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return { fileName: `${base}.jpg`, contentBase64: await readAsBase64(small) };
};

const RemoveModal = ({
  target,
  onClose,
  requestId,
}: {
  target: RequestAttachment | null;
  onClose: () => void;
  requestId: string;
}) => {
  const { t } = useTranslation('requests');
  const { message } = App.useApp();
  const detach = useDetach();
  const [reason, setReason] = useState('');
  const remove = async () => {
    if (!target) return;
    try {
      await detach.mutateAsync({ id: requestId, attachmentId: target.id, reason: reason.trim() });
      setReason('');
      onClose();
    } catch (err) {
      void message.error(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <Modal
      open={target !== null}
      title={t('papers.removeTitle', { name: target?.fileName ?? '' })}
      okText={t('papers.remove')}
      okButtonProps={{ danger: true, disabled: !reason.trim(), loading: detach.isPending }}
      onOk={() => void remove()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('papers.removeHint')}</Typography.Paragraph>
      <Input.TextArea
        id="removeReason"
        rows={2}
        maxLength={300}
        value={reason}
        placeholder={t('papers.reason')}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
};

const Row = ({
  requestId,
  a,
  onRemove,
}: {
  requestId: string;
  a: RequestAttachment;
  onRemove?: () => void;
}) => {
  const { t } = useTranslation('requests');
  const removed = a.removedAt !== null;
  return (
    <Flex gap={12} align="center" style={{ opacity: removed ? 0.55 : 1 }}>
      <Thumb requestId={requestId} a={a} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Space size={6} wrap>
          <Tag bordered={false}>{t(`paperKind.${a.kind}`)}</Tag>
          <Typography.Link
            delete={removed}
            ellipsis
            onClick={() => void openPdf(attachmentPath(requestId, a.id))}
          >
            {a.fileName}
          </Typography.Link>
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kb(a.bytes)} · {formatDateTime(a.uploadedAt)} · {a.uploadedByName ?? '–'}
        </Typography.Text>
        {removed && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('papers.removedBy', {
              by: a.removedByName ?? '–',
              at: formatDateTime(a.removedAt),
              reason: a.removedReason ?? '',
            })}
          </Typography.Text>
        )}
      </Flex>
      {onRemove && !removed && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('papers.remove')} ${a.fileName}`}
          onClick={onRemove}
        />
      )}
    </Flex>
  );
};

/**
 * The papers and photos filed with a request: thumbnails, opened in a tab, added from a
 * phone's camera or a file while the request is open, taken off with a reason.
 */
export const RequestAttachments = ({ r }: { r: ServiceRequest }) => {
  const { t } = useTranslation('requests');
  const { message } = App.useApp();
  const canWrite = useCan('requests.write') && isOpen(r.state);
  const list = useAttachments(r.id);
  const attach = useAttach();
  const [kind, setKind] = useState<RequestAttachmentKind>('photo');
  const [removing, setRemoving] = useState<RequestAttachment | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const body = await prepare(file);
      await attach.mutateAsync({ id: r.id, kind, ...body });
      void message.success(t('papers.added'));
    } catch (err) {
      const key = err instanceof Error ? err.message : '';
      void message.error(
        isApiError(err)
          ? err.message
          : ['pdfTooLarge', 'imageTooLarge', 'notSupported'].includes(key)
            ? t(`papers.${key}`)
            : String(err),
      );
    }
  };
  const input = (ref: typeof camera, accept: string, capture: boolean, testId: string) => (
    <input
      ref={ref}
      type="file"
      accept={accept}
      {...(capture ? { capture: 'environment' as const } : {})}
      hidden
      data-testid={testId}
      onChange={(e) => {
        void upload(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  const items = list.data ?? [];
  return (
    <div>
      <Typography.Title level={5}>
        <PaperClipOutlined /> {t('papers.title')}
      </Typography.Title>
      {canWrite && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('papers.kind')}
            value={kind}
            onChange={setKind}
            style={{ width: 200 }}
            options={requestAttachmentKinds.map((k) => ({ value: k, label: t(`paperKind.${k}`) }))}
          />
          <Button
            icon={<CameraOutlined />}
            loading={attach.isPending}
            onClick={() => camera.current?.click()}
          >
            {t('papers.camera')}
          </Button>
          <Button
            icon={<UploadOutlined />}
            loading={attach.isPending}
            onClick={() => picker.current?.click()}
          >
            {t('papers.file')}
          </Button>
          {input(camera, 'image/*', true, 'paper-camera')}
          {input(picker, 'image/*,application/pdf', false, 'paper-file')}
        </Space>
      )}
      {items.length === 0 ? (
        <Typography.Text type="secondary">
          {list.isPending ? '…' : t('papers.none')}
        </Typography.Text>
      ) : (
        <Flex vertical gap={10}>
          {items.map((a) => (
            <Row
              key={a.id}
              requestId={r.id}
              a={a}
              {...(canWrite ? { onRemove: () => setRemoving(a) } : {})}
            />
          ))}
        </Flex>
      )}
      <RemoveModal target={removing} requestId={r.id} onClose={() => setRemoving(null)} />
    </div>
  );
};
