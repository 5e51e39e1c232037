/**
 * Thousands of connections on the map: circle markers drawn on the map's canvas, grouped by
 * leaflet.markercluster (added in chunks, so the page never freezes). A cluster's ring
 * shows the share of each usage status among the connections it holds. A click on a
 * marker hands its point up; the popup is the view's (meter-popup.tsx).
 */
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
import './leaflet-setup.ts';
import type { MeterMap, MeterMapPoint, MeterMapStatus } from './api.ts';
import { clusterSize, colourOf, ringStops } from './map-data.ts';

type Props = {
  map: MeterMap;
  onSelect: (point: MeterMapPoint) => void;
  onProgress?: (done: boolean) => void;
};

const pointOf = new WeakMap<L.Layer, MeterMapPoint>();

const clusterIcon = (cluster: L.MarkerCluster, statuses: MeterMapStatus[]) => {
  const children = cluster.getAllChildMarkers();
  const counts = new Map<number, number>();
  for (const child of children) {
    const index = pointOf.get(child)?.[3] ?? -1;
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  const total = children.length;
  const size = clusterSize(total);
  const html =
    `<div class="meter-cluster" style="width:${size}px;height:${size}px;` +
    `background:conic-gradient(${ringStops(counts, statuses)})"><span>${total}</span></div>`;
  return L.divIcon({ html, className: 'meter-cluster-icon', iconSize: L.point(size, size) });
};

export const ClusterLayer = ({ map: data, onSelect, onProgress }: Props) => {
  const map = useMap();
  const layer = useRef<L.MarkerClusterGroup | null>(null);
  const latest = useRef({ onSelect, onProgress, statuses: data.statuses });
  latest.current = { onSelect, onProgress, statuses: data.statuses };

  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      chunkProgress: (done, total) => latest.current.onProgress?.(done >= total),
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 48,
      disableClusteringAtZoom: 19,
      iconCreateFunction: (cluster) => clusterIcon(cluster, latest.current.statuses),
    });
    group.on('click', (event: L.LeafletMouseEvent) => {
      const point = pointOf.get(event.propagatedFrom as L.Layer);
      if (point) latest.current.onSelect(point);
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
    group.clearLayers();
    const markers = data.points.map((point) => {
      // The map's one canvas (MapContainer preferCanvas): a second canvas on top of it
      // would swallow the clicks meant for the markers below.
      const marker = L.circleMarker([point[1], point[2]], {
        radius: 7,
        color: '#ffffff',
        weight: 1.5,
        fillColor: colourOf(data.statuses, point[3]),
        fillOpacity: 0.95,
      });
      pointOf.set(marker, point);
      return marker;
    });
    group.addLayers(markers);
  }, [map, data]);

  return null;
};
