// Bootstrap: i18n, dark mode, start-up sequence, React, service worker.
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot, loadCommonConfig } from './app/boot';
import { applyColorMode } from './app/color-mode';
import { watchInstall } from './app/install';
import { watchFailedLoads } from './app/reload';
import { prefetchSignedInChunks } from './app/route-chunks';
import { pageAt } from './app/router';
import { registerServiceWorker } from './app/service-worker';

applyColorMode();
watchInstall();
watchFailedLoads();
void boot();
prefetchSignedInChunks(pageAt(location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker({ onFirstControl: () => void loadCommonConfig() });
