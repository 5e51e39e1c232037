/**
 * A map to set a connection's point: click to place it, drag the marker to adjust.
 * Other connections of the organisation show as small grey dots, so the point can be
 * placed among its neighbours even when no map tiles load (the background stays plain).
 *   <LocationPicker value={[lat, lng] | null} onChange={(point) => …} tileUrl=… neighbours=… />
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import L, { type LatLngBoundsExpression, type LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  markerIcon,
  OSM_ATTRIBUTION,
  OSM_TILES,
  THAILAND_CENTRE,
  THAILAND_ZOOM,
} from './marker-icon.ts';

export type Point = [number, number];

export type LocationPickerProps = {
  value: Point | null;
  onChange: (point: Point) => void;
  tileUrl?: string | null;
  neighbours?: Point[];
  height?: number;
  disabled?: boolean;
};

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const ClickToPlace = ({
  onChange,
  disabled,
}: Pick<LocationPickerProps, 'onChange' | 'disabled'>) => {
  useMapEvents({
    click: (event) => {
      if (!disabled) onChange([round6(event.latlng.lat), round6(event.latlng.lng)]);
    },
  });
  return null;
};

/** Brings a point typed in the fields into view; leaves the view alone while it is visible. */
const FollowPoint = ({ value }: { value: Point | null }) => {
  const map = useMap();
  useEffect(() => {
    if (!value) return;
    if (!map.getBounds().contains(value)) map.setView(value, Math.max(map.getZoom(), 16));
  }, [map, value]);
  return null;
};

/** With no point yet, the view follows the neighbours (e.g. when the area is chosen). */
const FitNeighbours = ({ value, neighbours }: { value: Point | null; neighbours: Point[] }) => {
  const map = useMap();
  const hasPoint = value !== null;
  useEffect(() => {
    if (hasPoint || neighbours.length === 0) return;
    map.fitBounds(L.latLngBounds(neighbours).pad(0.1), { maxZoom: 17 });
  }, [map, neighbours, hasPoint]);
  return null;
};

const initialView = (value: Point | null, neighbours: Point[]) => {
  if (value) return { center: value as LatLngTuple, zoom: 17 };
  if (neighbours.length > 0) {
    return { bounds: L.latLngBounds(neighbours).pad(0.1) as LatLngBoundsExpression };
  }
  return { center: THAILAND_CENTRE, zoom: THAILAND_ZOOM };
};

export const LocationPicker = (props: LocationPickerProps) => {
  const { value, onChange, neighbours = [], height = 380, disabled } = props;
  const { t } = useTranslation('water-users');
  const [tilesFailed, setTilesFailed] = useState(false);
  // The first view only: later changes move the marker, not the camera.
  const [view] = useState(() => initialView(value, neighbours));
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onChange([round6(at.lat), round6(at.lng)]);
      },
    }),
    [onChange],
  );

  return (
    // Leaflet's panes and controls stack up to z-index 1000: keep them inside the map.
    <div style={{ isolation: 'isolate' }}>
      <MapContainer
        {...view}
        scrollWheelZoom
        style={{
          height,
          width: '100%',
          borderRadius: 8,
          border: '1px solid #d9e1ea',
          background: '#eef2f6',
          cursor: disabled ? 'default' : 'crosshair',
        }}
        aria-label={t('location.mapLabel')}
      >
        <TileLayer
          url={props.tileUrl || OSM_TILES}
          attribution={OSM_ATTRIBUTION}
          maxZoom={19}
          eventHandlers={tileEvents}
        />
        {neighbours.map((point, index) => (
          <CircleMarker
            key={`${point[0]},${point[1]},${index}`}
            center={point}
            radius={4}
            interactive={false}
            pathOptions={{ color: '#6b7a8c', weight: 1, fillColor: '#9aa8b8', fillOpacity: 0.8 }}
          />
        ))}
        {value && (
          <Marker
            position={value}
            icon={markerIcon}
            draggable={!disabled}
            eventHandlers={handlers}
            title={t('location.marker')}
          />
        )}
        <ClickToPlace onChange={onChange} disabled={disabled} />
        <FollowPoint value={value} />
        <FitNeighbours value={value} neighbours={neighbours} />
      </MapContainer>
      {tilesFailed && (
        <Alert type="info" showIcon style={{ marginTop: 8 }} title={t('location.tilesFailed')} />
      )}
    </div>
  );
};

export default LocationPicker;
