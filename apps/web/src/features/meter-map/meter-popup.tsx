/**
 * What a marker's popup shows: the status at once (the map knows it), then the record
 * itself from GET /api/v1/water-users/:id, the same query the record's page reads.
 */
import { useEffect, type CSSProperties } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortAddressOf } from '@prapa/domain';
import { waterUsersApi } from '../water-users/api.ts';
import type { MeterMapStatus } from './api.ts';
import { recordPath } from './map-data.ts';

type Props = {
  id: string;
  /** The point's status as the map has it, shown while the record loads. */
  status: MeterMapStatus | undefined;
  /** The content changed size: Leaflet sizes and pans a popup only when told. */
  onLayout: () => void;
};

const StatusChip = ({ name, colour }: { name: string; colour: string }) => (
  <div className="meter-popup-status" style={{ '--status-colour': colour } as CSSProperties}>
    {name}
  </div>
);

export const MeterPopup = ({ id, status, onLayout }: Props) => {
  const { t } = useTranslation('meter-map');
  const user = waterUsersApi.useOne(id);
  const { data } = user;

  useEffect(() => onLayout(), [user.status, onLayout]);

  return (
    <div className="meter-popup" aria-busy={user.isPending} data-testid="meter-popup">
      {data ? (
        <>
          <strong className="meter-popup-name">{data.fullName}</strong>
          <StatusChip name={data.usageStatusName} colour={data.usageStatusColour} />
          <div>
            {t('popup.customerNo')}: {data.customerNo}
          </div>
          <div>
            {t('popup.address')}: {shortAddressOf(data.address)}
          </div>
          <div>
            {t('popup.meter')}: {data.meter?.serial ?? t('popup.noMeter')}
          </div>
        </>
      ) : (
        <>
          {status && <StatusChip name={status.name} colour={status.colour} />}
          {user.isError ? (
            <div role="alert" className="meter-popup-failed">
              {t('popup.failed')}{' '}
              <Button size="small" type="link" onClick={() => void user.refetch()}>
                {t('popup.retry')}
              </Button>
            </div>
          ) : (
            <div className="meter-popup-loading">
              <Spin size="small" /> {t('popup.loading')}
            </div>
          )}
        </>
      )}
      <Link className="meter-popup-link" to={recordPath(id)}>
        {t('popup.open')}
      </Link>
    </div>
  );
};
