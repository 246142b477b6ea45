// Above a space's fields: its calendar (the month, today's slots) and the screens that shape it.
import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ShowActionsProps } from '../../ui/resource/view';

export default function SpaceLinks({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const base = `/locations/spaces/${String(record.id)}`;
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" colorPalette="blue"><Link to={`${base}/days`}>{t`Calendário`}</Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/day`}>{t`Horários de hoje`}</Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/schedules`}>{t`Funcionamento`}</Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/gaps`}>{t`Duração e intervalo`}</Link></Button>
      <Button asChild size="sm" variant="outline"><Link to={`${base}/waits`}>{t`Lista de espera`}</Link></Button>
    </HStack>
  );
}
