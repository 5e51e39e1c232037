import { Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgSettingsFields } from '@prapa/contracts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { orgFormValues, orgSettingsInput, OrgSettingsFields } from '../org/org-settings-fields.tsx';
import { orgAdminApi, useAdminOrg, type OrgAdminItem } from './api.ts';

type Props = { open: boolean; org: OrgAdminItem | null; onClose: () => void };

/** Every setting of another organisation, edited by the IT department. */
export const EditOrgDrawer = ({ open, org, onClose }: Props) => {
  const { t } = useTranslation('org');
  const [form] = Form.useForm();
  const detail = useAdminOrg(open ? (org?.id ?? null) : null);
  const update = orgAdminApi.useUpdate();
  const data = detail.data;

  return (
    <FormDrawer
      open={open}
      title={t('admin.editTitle', { name: org?.nameTh ?? '' })}
      form={form}
      schema={orgSettingsFields}
      toInput={orgSettingsInput}
      initialValues={data ? orgFormValues(data) : undefined}
      resetKey={data}
      loading={detail.isPending && !detail.error}
      width={960}
      extra={
        org && (
          <>
            <Tag>{org.code}</Tag>
            <StatusTag active={org.active} />
          </>
        )
      }
      onSubmit={(body) => update.mutateAsync({ id: org?.id ?? '', body })}
      onClose={onClose}
    >
      {detail.error ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        data && <OrgSettingsFields variant="plain" code={data.code} />
      )}
    </FormDrawer>
  );
};
