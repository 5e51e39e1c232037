import { useState } from 'react';
import { InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What moves: a name, or "3 connections". Null → closed. */
  subject: string | null;
  current: number;
  count: number;
  onMove: (position: number) => void;
  onClose: () => void;
};

/** "Move to position N": N is where the (first) moved connection ends up, 1-based. */
export const PositionModal = ({ subject, current, count, onMove, onClose }: Props) => {
  const { t } = useTranslation('route-order');
  const [value, setValue] = useState<number | null>(current);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A fresh value each time the dialog opens for another subject.
  if (subject !== shownFor) {
    setShownFor(subject);
    setValue(current);
  }
  const submit = () => {
    if (value === null) return;
    onMove(Math.max(1, Math.min(count, value)));
  };
  return (
    <Modal
      open={subject !== null}
      title={t('position.title')}
      okText={t('position.ok')}
      cancelText={t('position.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: value === null }}
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph>{t('position.intro', { subject: subject ?? '' })}</Typography.Paragraph>
      <InputNumber
        autoFocus
        min={1}
        max={count}
        precision={0}
        value={value}
        onChange={setValue}
        onPressEnter={submit}
        aria-label={t('position.label')}
        style={{ width: 160 }}
        suffix={t('position.ofCount', { count })}
      />
    </Modal>
  );
};
