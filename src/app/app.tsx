import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { LoadingScreen } from '../ui/loading-screen';
import { UiProvider } from '../ui/provider';
import { DeferredToaster } from '../ui/deferred-toaster';
import { useAppState } from '../data/app-state';
import { DataProvider } from './data-provider';
import { router } from './router';

/** Holds the router back until the first boot ends, so guards see the tenant and configuration. */
function BootGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { booted, phase } = useAppState();
  if (booted) return children;
  // Spec §7 loading texts: client information first, then the user's.
  return <LoadingScreen text={phase === 'tenant' ? t`Obtendo informações, aguarde...` : t`Atualizando informações, aguarde...`} />;
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <BootGate>
          <DataProvider>
            <RouterProvider router={router} />
          </DataProvider>
        </BootGate>
        <DeferredToaster />
      </UiProvider>
    </I18nProvider>
  );
}
