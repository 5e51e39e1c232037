import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { waterUsersApi } from '../api.ts';
import { editPath } from '../list/water-user-columns.tsx';
import { WaterUserForm } from './water-user-form.tsx';

/** /user/create: a new connection; once saved, its record opens (meter, discounts …). */
export const WaterUserCreatePage = () => {
  const { t } = useTranslation(['water-users', 'nav']);
  const navigate = useNavigate();
  const create = waterUsersApi.useCreate();
  return (
    <>
      <PageHeader
        breadcrumb={[{ title: t('nav:user'), path: '/user' }, { title: t('nav:userCreate') }]}
        description={t('createDescription')}
      />
      <WaterUserForm
        onSubmit={(body) => create.mutateAsync(body)}
        onSaved={(user, release) => {
          release();
          void navigate(`${editPath(user.id)}?tab=meter`, { replace: true });
        }}
      />
    </>
  );
};
