import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/thai-500.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/thai-700.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/latin-500.css';
import '@fontsource/sarabun/latin-600.css';
import '@fontsource/sarabun/latin-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
