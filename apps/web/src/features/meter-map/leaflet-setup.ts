/**
 * Leaflet for the meter map, set up once: its CSS and the cluster plugin's, and the default
 * marker's images imported so Vite bundles them (Leaflet's own lookup by CSS path breaks
 * under a bundler). leaflet.markercluster extends the global `L` that Leaflet sets when it
 * loads, so it is imported after it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** OpenStreetMap's own tile server (no sub-domains, as OSM now asks). */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>';

/** Thailand as a whole, when there is nothing to show. */
export const THAILAND_CENTRE: [number, number] = [13.2, 101.0];
export const THAILAND_ZOOM = 6;

/** What shows behind the markers when no tile loads: a plain, calm background. */
export const MAP_BACKGROUND = '#e6edf3';
