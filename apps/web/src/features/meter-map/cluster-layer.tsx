/**
 * Thousands of connections on the map: circle markers drawn on the map's canvas, grouped by
 * leaflet.markercluster (added in chunks, so the page never freezes). A cluster's ring
 * shows the share of each usage status among the connections it holds. One popup, built
 * on click from the clicked point (text only, never HTML from the data).
 */
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
import './leaflet-setup.ts';
import type { MapPoint } from './api.ts';

export type PopupLabels = {
  customerNo: string;
  address: string;
  meter: string;
  noMeter: string;
  open: string;
};

type Props = {
  points: MapPoint[];
  labels: PopupLabels;
  /** The record's page, e.g. /user/edit/42: followed inside the app, not reloaded. */
  onOpen: (path: string) => void;
  onProgress?: (done: boolean) => void;
};

const pointOf = new WeakMap<L.Layer, MapPoint>();

const clusterIcon = (cluster: L.MarkerCluster) => {
  const children = cluster.getAllChildMarkers();
  const counts = new Map<string, number>();
  for (const child of children) {
    const colour = pointOf.get(child)?.statusColour ?? '#8c8c8c';
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  let start = 0;
  const stops = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([colour, count]) => {
      const end = start + (count / children.length) * 100;
      const stop = `${colour} ${start.toFixed(2)}% ${end.toFixed(2)}%`;
      start = end;
      return stop;
    });
  const total = children.length;
  const size = total < 10 ? 34 : total < 100 ? 40 : total < 1000 ? 48 : 56;
  const html =
    `<div class="meter-cluster" style="width:${size}px;height:${size}px;` +
    `background:conic-gradient(${stops.join(',')})"><span>${total}</span></div>`;
  return L.divIcon({
    html,
    className: 'meter-cluster-icon',
    iconSize: L.point(size, size),
  });
};

const popupContent = (point: MapPoint, labels: PopupLabels, onOpen: (path: string) => void) => {
  const root = document.createElement('div');
  root.className = 'meter-popup';
  const add = (tag: string, text: string, className?: string) => {
    const element = document.createElement(tag);
    element.textContent = text;
    if (className) element.className = className;
    root.append(element);
    return element;
  };
  add('strong', point.name, 'meter-popup-name');
  const status = add('div', point.statusName, 'meter-popup-status');
  status.style.setProperty('--status-colour', point.statusColour);
  add('div', `${labels.customerNo}: ${point.customerNo}`);
  add('div', `${labels.address}: ${point.address}`);
  add('div', `${labels.meter}: ${point.meterSerial ?? labels.noMeter}`);
  const path = `/user/edit/${encodeURIComponent(point.id)}`;
  const link = add('a', labels.open, 'meter-popup-link') as HTMLAnchorElement;
  link.href = path;
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(path);
  });
  return root;
};

export const ClusterLayer = ({ points, labels, onOpen, onProgress }: Props) => {
  const map = useMap();
  const layer = useRef<L.MarkerClusterGroup | null>(null);
  const latest = useRef({ labels, onOpen, onProgress });
  latest.current = { labels, onOpen, onProgress };

  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      chunkProgress: (done, total) => latest.current.onProgress?.(done >= total),
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 48,
      disableClusteringAtZoom: 19,
      iconCreateFunction: clusterIcon,
    });
    group.on('click', (event: L.LeafletMouseEvent) => {
      const point = pointOf.get(event.propagatedFrom as L.Layer);
      if (!point) return;
      const { labels: text, onOpen: open } = latest.current;
      L.popup({ offset: L.point(0, -4), maxWidth: 300, autoPanPadding: L.point(64, 64) })
        .setLatLng([point.lat, point.lng])
        .setContent(popupContent(point, text, open))
        .openOn(map);
    });
    map.addLayer(group);
    layer.current = group;
    return () => {
      map.removeLayer(group);
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    map.closePopup();
    group.clearLayers();
    const markers = points.map((point) => {
      // The map's one canvas (MapContainer preferCanvas): a second canvas on top of it
      // would swallow the clicks meant for the markers below.
      const marker = L.circleMarker([point.lat, point.lng], {
        radius: 7,
        color: '#ffffff',
        weight: 1.5,
        fillColor: point.statusColour,
        fillOpacity: 0.95,
      });
      pointOf.set(marker, point);
      return marker;
    });
    group.addLayers(markers as unknown as L.Layer[]);
  }, [map, points]);

  return null;
};
