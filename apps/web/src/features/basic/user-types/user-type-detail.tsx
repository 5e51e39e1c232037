/**
 * A user type's tariffs: the versions timeline and the chosen version with the live
 * calculator. Future versions may be edited or removed; past and current ones are
 * read-only and can be copied into a new version.
 */
import { useEffect, useState } from 'react';
import { Button, Col, Drawer, Empty, Flex, Form, Grid, Row, Skeleton, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TariffVersion, UserType } from '@prapa/contracts';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteTariff, useTariffVersions } from './api.ts';
import { TariffEditor } from './tariff-editor.tsx';
import { tariffFormFrom } from './tariff-form.ts';
import { TariffTimeline, VersionStatusTag } from './tariff-timeline.tsx';
import { TariffVersionDrawer, type VersionDrawerState } from './tariff-version-drawer.tsx';

type Props = {
  open: boolean;
  userType: UserType | null;
  canWrite: boolean;
  onClose: () => void;
};

const pickDefault = (versions: TariffVersion[]) =>
  versions.find((v) => v.status === 'current') ?? versions[0];

const VersionView = ({ version }: { version: TariffVersion }) => {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="vertical"
      disabled
      initialValues={tariffFormFrom(version, version.effectiveFrom)}
    >
      <TariffEditor form={form} readOnly hideEffectiveFrom />
    </Form>
  );
};

export const UserTypeDetail = ({ open, userType, canWrite, onClose }: Props) => {
  const { t } = useTranslation('basic');
  const screens = Grid.useBreakpoint();
  const versions = useTariffVersions(open ? userType?.id : null);
  const remove = useDeleteTariff();
  const [selectedId, setSelectedId] = useState<string>();
  const [editor, setEditor] = useState<VersionDrawerState>({ open: false });

  const list = versions.data ?? [];
  const selected = list.find((v) => v.id === selectedId) ?? pickDefault(list);

  useEffect(() => {
    if (!open) setSelectedId(undefined);
  }, [open]);

  const body = () => {
    if (versions.error)
      return <QueryError error={versions.error} onRetry={() => void versions.refetch()} />;
    if (versions.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!selected) return <Empty description={t('tariff.none')} />;
    const editable = canWrite && selected.status === 'future';
    return (
      <Row gutter={24}>
        <Col xs={24} lg={6}>
          <Typography.Title level={5}>{t('tariff.versions')}</Typography.Title>
          <TariffTimeline
            versions={list}
            selectedId={selected.id}
            onSelect={(v) => setSelectedId(v.id)}
          />
        </Col>
        <Col xs={24} lg={18}>
          <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Flex gap={8} align="center">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('tariff.from', { date: formatDate(selected.effectiveFrom) })}
              </Typography.Title>
              <VersionStatusTag status={selected.status} />
            </Flex>
            {canWrite && (
              <Flex wrap gap={8}>
                {editable && (
                  <>
                    <Button
                      icon={<EditOutlined />}
                      onClick={() => setEditor({ open: true, mode: 'edit', version: selected })}
                    >
                      {t('tariff.edit')}
                    </Button>
                    <ConfirmAction
                      danger
                      title={t('tariff.deleteTitle', { date: formatDate(selected.effectiveFrom) })}
                      description={t('tariff.deleteHint')}
                      okText={t('tariff.delete')}
                      successMessage={t('tariff.deleted')}
                      onConfirm={() =>
                        remove.mutateAsync({
                          userTypeId: selected.userTypeId,
                          tariffId: selected.id,
                        })
                      }
                    >
                      <Button danger icon={<DeleteOutlined />}>
                        {t('tariff.delete')}
                      </Button>
                    </ConfirmAction>
                  </>
                )}
                <Button
                  type={editable ? 'default' : 'primary'}
                  icon={<CopyOutlined />}
                  onClick={() => setEditor({ open: true, mode: 'new', copyFrom: selected })}
                >
                  {t('tariff.newFromThis')}
                </Button>
              </Flex>
            )}
          </Flex>
          {!editable && (
            <Typography.Paragraph type="secondary">
              {t(selected.status === 'future' ? 'tariff.readOnlyNoRight' : 'tariff.readOnlyHint')}
            </Typography.Paragraph>
          )}
          {/* Keyed: each version gets a fresh form with its own values. */}
          <VersionView key={selected.id} version={selected} />
        </Col>
      </Row>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md ? 1240 : '100%'}
      title={userType ? t('tariff.detailTitle', { name: userType.name }) : ''}
      extra={
        userType && (
          <Flex gap={8} align="center">
            <StatusTag active={userType.active} />
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditor({ open: true, mode: 'new', copyFrom: selected ?? null })}
              >
                {t('tariff.newVersion')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {userType && body()}
      {userType && (
        <TariffVersionDrawer
          state={editor}
          userType={userType}
          onClose={() => setEditor({ open: false })}
          onSaved={(version) => setSelectedId(version.id)}
        />
      )}
    </Drawer>
  );
};
