/**
 * The map itself: tiles from the organisation's tile server (OpenStreetMap when none is
 * set) over a plain background, so the markers still show when no tile server answers.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type L from 'leaflet';
import type { MeterMap, MeterMapPoint } from './api.ts';
import { ClusterLayer } from './cluster-layer.tsx';
import {
  MAP_BACKGROUND,
  OSM_ATTRIBUTION,
  OSM_TILES,
  THAILAND_CENTRE,
  THAILAND_ZOOM,
} from './leaflet-setup.ts';
import { boundsOf } from './map-data.ts';
import { MeterPopup } from './meter-popup.tsx';
import './meter-map.css';

type Props = {
  map: MeterMap;
  /** The organisation's tile URL template; empty → OpenStreetMap. */
  tileUrl: string | null | undefined;
  height: number;
  ariaLabel: string;
  onTilesFailed: (failed: boolean) => void;
  /** A connection to show close up with its popup open (a record's "see on the map"). */
  focusId?: string | null;
  /** While set, a click on the map is a point chosen for a connection with none. */
  onPick?: ((lat: number, lng: number) => void) | undefined;
  /** Overlays (legend, notices) placed over the map. */
  children?: ReactNode;
};

/** A click on the map while placing a connection; the cursor says so. */
const PickPoint = ({ onPick }: { onPick: (lat: number, lng: number) => void }) => {
  const map = useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  useEffect(() => {
    const box = map.getContainer();
    box.style.cursor = 'crosshair';
    return () => {
      box.style.cursor = '';
    };
  }, [map]);
  return null;
};

/**
 * Fits the view to the points when another set arrives (a filter changed). The same
 * set fetched again (a refresh) keeps the view the user has panned and zoomed to.
 */
const FitToPoints = ({ points }: { points: MeterMapPoint[] }) => {
  const map = useMap();
  const fitted = useRef('');
  useEffect(() => {
    const bounds = boundsOf(points);
    const key = JSON.stringify(bounds);
    if (!bounds || key === fitted.current) return;
    fitted.current = key;
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 17, animate: false });
  }, [map, points]);
  return null;
};

/** Once its point has arrived: close up on it (past clustering) and open its popup. */
const FocusPoint = ({
  id,
  points,
  onFound,
}: {
  id: string;
  points: MeterMapPoint[];
  onFound: (point: MeterMapPoint) => void;
}) => {
  const map = useMap();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === id) return;
    const point = points.find((p) => p[0] === id);
    if (!point) return;
    done.current = id;
    map.setView([point[1], point[2]], 19, { animate: false });
    onFound(point);
  }, [map, id, points, onFound]);
  return null;
};

/** The clicked point's popup; closing it (its ✕, a click on the map) clears the choice. */
const PointPopup = ({
  point,
  data,
  onClosed,
}: {
  point: MeterMapPoint;
  data: MeterMap;
  onClosed: (point: MeterMapPoint) => void;
}) => {
  const popup = useRef<L.Popup>(null);
  const position = useMemo(() => [point[1], point[2]] as [number, number], [point]);
  const handlers = useMemo(() => ({ remove: () => onClosed(point) }), [onClosed, point]);
  const relayout = useCallback(() => popup.current?.update(), []);
  return (
    <Popup
      ref={popup}
      position={position}
      offset={[0, -4]}
      minWidth={220}
      maxWidth={300}
      autoPanPadding={[64, 64]}
      eventHandlers={handlers}
    >
      <MeterPopup id={point[0]} status={data.statuses[point[3]]} onLayout={relayout} />
    </Popup>
  );
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
  const { map: data, height } = props;
  const url = props.tileUrl?.trim() || OSM_TILES;
  const initial = useMemo(() => ({ center: THAILAND_CENTRE, zoom: THAILAND_ZOOM }), []);
  // The point chosen within this answer: another answer (a filter) closes the popup.
  const [selected, setSelected] = useState<{ point: MeterMapPoint; of: MeterMap } | null>(null);
  const onSelect = useCallback((point: MeterMapPoint) => setSelected({ point, of: data }), [data]);
  // Opening another popup closes this one: only a close of the one shown clears it.
  const onClosed = useCallback(
    (point: MeterMapPoint) => setSelected((now) => (now?.point === point ? null : now)),
    [],
  );
  const shown = selected?.of === data ? selected.point : null;

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
        <ClusterLayer map={data} onSelect={onSelect} />
        {shown && <PointPopup key={shown[0]} point={shown} data={data} onClosed={onClosed} />}
        <FitToPoints points={data.points} />
        {props.focusId && <FocusPoint id={props.focusId} points={data.points} onFound={onSelect} />}
        <InvalidateOnResize height={height} />
        {props.onPick && <PickPoint onPick={props.onPick} />}
      </MapContainer>
      {props.children}
    </div>
  );
};
