import { Badge, Button, Select } from 'antd';
import { SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  routeId: string | undefined;
  routeOptions: { value: string; label: string }[];
  onRoute: (routeId: string) => void;
  online: boolean;
  pending: number;
  sending: boolean;
  /** The last send failed: online is not enough to say all is well. */
  failed: boolean;
  onSend: () => void;
  problems: number;
  /** Readings not on the server yet (waiting or sent back): opens their list. */
  unsent: number;
  onUnsent: () => void;
};

/**
 * The phone's top line: the route, online or not, what waits to be sent, what went wrong,
 * and the list of what is not on the server yet.
 */
export const PhoneHeader = (p: Props) => {
  const { t } = useTranslation('meter');
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <Select
        size="small"
        value={p.routeId}
        options={p.routeOptions}
        onChange={p.onRoute}
        aria-label={t('route')}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Badge
        status={!p.online ? 'default' : p.failed ? 'error' : 'success'}
        text={p.online ? t('phone.online') : t('phone.offline')}
      />
      <Badge count={p.pending} size="small">
        <Button
          size="small"
          icon={<SendOutlined />}
          loading={p.sending}
          disabled={!p.online || p.pending === 0}
          onClick={p.onSend}
          aria-label={t('phone.sendNow')}
        />
      </Badge>
      {p.problems > 0 ? (
        <Button size="small" danger onClick={p.onUnsent}>
          {t('phone.problems', { count: p.problems })}
        </Button>
      ) : (
        p.unsent > 0 && (
          <Button
            size="small"
            icon={<UnorderedListOutlined />}
            onClick={p.onUnsent}
            aria-label={t('phone.unsent')}
            title={t('phone.unsent')}
          />
        )
      )}
    </div>
  );
};
