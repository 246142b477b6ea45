import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAppState } from '../../data/app-state';
import { useUser } from '../../data/session';

/** The tenant's debt flag (client `d`) concerns the people who run it: shown to admins only. */
export function DebtBanner() {
  const { debt } = useAppState();
  const user = useUser();
  if (!debt || !(user?.admin || user?.master)) return null;
  return (
    <Alert.Root status="warning" mb="6" maxW="7xl" mx="auto">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Há pendências financeiras desta entidade com a plataforma. Regularize para evitar a suspensão do acesso.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
