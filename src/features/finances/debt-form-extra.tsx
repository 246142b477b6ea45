// The debt form's payer picker: a person found by name, or an entity, fills `profile_id` or
// `association_id` (the other one cleared: a debt has one payer).
import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormExtraProps } from '../../ui/resource/view';
import { PayerPicker } from './payer-picker';

export function Picker({ apply }: FormExtraProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <PayerPicker onPick={(p) => {
        apply({ profile_id: p.profileId ?? '', association_id: p.associationId ?? '' });
        setChosen(p.name);
      }} />
      {chosen && <Text><Trans>Devedor escolhido: {chosen}</Trans></Text>}
    </>
  );
}
