/**
 * The map itself: tiles from the organisation's tile server (OpenStreetMap when none is
 * set) over a plain background, so the markers still show when no tile server answers.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import type { MapPoint } from './api.ts';
import { ClusterLayer, type PopupLabels } from './cluster-layer.tsx';
import {
  MAP_BACKGROUND,
  OSM_ATTRIBUTION,
  OSM_TILES,
  THAILAND_CENTRE,
  THAILAND_ZOOM,
} from './leaflet-setup.ts';
import './meter-map.css';

type Props = {
  points: MapPoint[];
  /** The organisation's tile URL template; empty → OpenStreetMap. */
  tileUrl: string | null | undefined;
  height: number;
  labels: PopupLabels;
  ariaLabel: string;
  onOpen: (path: string) => void;
  onTilesFailed: (failed: boolean) => void;
  /** Overlays (legend, notices) placed over the map. */
  children?: ReactNode;
};

/** Fits the view to the points each time another set arrives (a filter changed). */
const FitToPoints = ({ points }: { points: MapPoint[] }) => {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 17, animate: false });
  }, [map, points]);
  return null;
};

/**
 * The organisation's tiles. Tells the page when the tile server does not answer (only
 * errors, no tile loaded), so it can say why the background is blank.
 */
const Tiles = ({ url, onFailed }: { url: string; onFailed: (failed: boolean) => void }) => {
  const counts = useRef({ loaded: 0, failed: 0 });
  const handlers = useMemo(
    () => ({
      tileload: () => {
        counts.current.loaded += 1;
        onFailed(false);
      },
      tileerror: () => {
        counts.current.failed += 1;
        if (counts.current.loaded === 0 && counts.current.failed >= 2) onFailed(true);
      },
    }),
    [onFailed],
  );
  const attribution = url.includes('openstreetmap.org') ? OSM_ATTRIBUTION : undefined;
  return <TileLayer url={url} attribution={attribution} maxZoom={19} eventHandlers={handlers} />;
};

/** The map keeps its size in a flexible page: tell Leaflet when the box changes. */
const InvalidateOnResize = ({ height }: { height: number }) => {
  const map = useMap();
  useEffect(() => {
    map.invalidateSize();
  }, [map, height]);
  return null;
};

export const MeterMapView = (props: Props) => {
  const { points, height } = props;
  const url = props.tileUrl?.trim() || OSM_TILES;
  const initial = useMemo(() => ({ center: THAILAND_CENTRE, zoom: THAILAND_ZOOM }), []);

  return (
    <div style={{ position: 'relative', height }}>
      <MapContainer
        center={initial.center}
        zoom={initial.zoom}
        minZoom={5}
        maxZoom={19}
        scrollWheelZoom
        preferCanvas
        aria-label={props.ariaLabel}
        className="meter-map"
        // MapContainer reads its style once: the wrapper above carries the height.
        style={{ height: '100%', width: '100%', background: MAP_BACKGROUND, borderRadius: 8 }}
      >
        <Tiles key={url} url={url} onFailed={props.onTilesFailed} />
        <ClusterLayer points={points} labels={props.labels} onOpen={props.onOpen} />
        <FitToPoints points={points} />
        <InvalidateOnResize height={height} />
      </MapContainer>
      {props.children}
    </div>
  );
};
