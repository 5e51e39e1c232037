import { lazy, Suspense, useMemo } from 'react';
import { Button, Col, Flex, Form, InputNumber, Row, Skeleton, Typography } from 'antd';
import { AimOutlined, ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../org/api.ts';
import { useMapPoints } from '../api.ts';
import type { Point } from '../map/location-picker.tsx';

const LocationPicker = lazy(() => import('../map/location-picker.tsx'));

type Props = {
  /** The record being edited: its own dot is not a neighbour. */
  userId?: string;
  onPicked: () => void;
  disabled?: boolean;
};

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Dots drawn at most: enough to see a village's houses, light enough for any browser. */
const MAX_DOTS = 2_000;

/**
 * Other connections with a location, to place this one among them: the area's when
 * one is chosen (the map opens on them), otherwise the organisation's.
 */
const useNeighbours = (userId: string | undefined, areaId: string | undefined) => {
  const area = useMapPoints(areaId);
  const all = useMapPoints(null);
  const source = areaId && (area.data?.length ?? 0) > 0 ? area : all;
  const points = useMemo(() => {
    const rows = (source.data ?? []).filter((p) => p.id !== userId);
    const step = Math.max(1, Math.ceil(rows.length / MAX_DOTS));
    return rows.filter((_, i) => i % step === 0).map((p) => [p.lat, p.lng] as Point);
  }, [source.data, userId]);
  return { points, ready: !all.isPending };
};

/** The connection's point: click or drag on the map, or type the coordinates. */
export const LocationSection = ({ userId, onPicked, disabled }: Props) => {
  const { t } = useTranslation('water-users');
  const form = Form.useFormInstance();
  const latitude: unknown = Form.useWatch('latitude', form);
  const longitude: unknown = Form.useWatch('longitude', form);
  const org = useOrg();
  const areaId = Form.useWatch('areaId', form) as string | undefined;
  const neighbours = useNeighbours(userId, areaId);
  const point: Point | null =
    isNumber(latitude) && isNumber(longitude) ? [latitude, longitude] : null;

  const set = (next: Point | null) => {
    form.setFields([
      { name: 'latitude', value: next?.[0] ?? null, touched: true },
      { name: 'longitude', value: next?.[1] ?? null, touched: true },
    ]);
    void form.validateFields(['longitude']).catch(() => undefined);
    onPicked();
  };

  const locate = () =>
    navigator.geolocation.getCurrentPosition((position) =>
      set([
        Math.round(position.coords.latitude * 1e6) / 1e6,
        Math.round(position.coords.longitude * 1e6) / 1e6,
      ]),
    );

  const mapReady = !org.isPending && neighbours.ready;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={17}>
        {mapReady ? (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 380 }} />}>
            <LocationPicker
              value={point}
              onChange={set}
              tileUrl={org.data?.mapTileUrl}
              neighbours={neighbours.points}
              disabled={disabled}
            />
          </Suspense>
        ) : (
          <Skeleton.Node active style={{ width: '100%', height: 380 }} />
        )}
      </Col>
      <Col xs={24} lg={7}>
        <Typography.Paragraph type="secondary">{t('location.hint')}</Typography.Paragraph>
        <Form.Item name="latitude" label={t('field.latitude')}>
          <InputNumber
            min={-90}
            max={90}
            step={0.000001}
            precision={6}
            style={{ width: '100%' }}
            placeholder="13.756331"
          />
        </Form.Item>
        <Form.Item name="longitude" label={t('field.longitude')} dependencies={['latitude']}>
          <InputNumber
            min={-180}
            max={180}
            step={0.000001}
            precision={6}
            style={{ width: '100%' }}
            placeholder="100.501765"
          />
        </Form.Item>
        {!disabled && (
          <Flex gap={8} wrap>
            {'geolocation' in navigator && (
              <Button icon={<AimOutlined />} onClick={locate}>
                {t('location.here')}
              </Button>
            )}
            <Button icon={<ClearOutlined />} disabled={!point} onClick={() => set(null)}>
              {t('location.clear')}
            </Button>
          </Flex>
        )}
        {neighbours.points.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 13 }}>
            {t('location.neighbours', { count: neighbours.points.length })}
          </Typography.Paragraph>
        )}
      </Col>
    </Row>
  );
};
