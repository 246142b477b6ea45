// On a regulation's show page: links to its four editing screens and "Duplicar" (a copy named
// "Cópia de …", opened for editing), so a federation starts a season from last season's rules.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError } from '../../../app/notices';
import { useMutate } from '../../../data/hooks';
import { isMutationError } from '../../../domain/mutators/index';
import { uuidv7 } from '../../../domain/uuid';
import type { ShowActionsProps } from '../../meals/show-actions';
import { existingLinks, LinkBar, type ScreenLink } from './screen-links';
import { wireRow } from '../../../domain/resources/wire-row';
import { notifyWriteFailure } from '../../../ui/write-failure';

/** The copy's name: "Cópia de X", cut to the schema's 120 characters. */
export const copyName = (name: string): string => `Cópia de ${name}`.slice(0, 120);

export function RegulationActions({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const R = '/competitions/regulations';
  const links: ScreenLink[] = [
    { path: `${R}/sequences/$id`, label: t`Critérios de desempate` },
    { path: `${R}/doublesequences/$id`, label: t`Empate entre duas` },
    { path: `${R}/multiplesequences/$id`, label: t`Empate entre três ou mais` },
    { path: `${R}/points/$id`, label: t`Pontuação` },
  ];
  const duplicate = async () => {
    const id = uuidv7();
    setBusy(true);
    try {
      await mutate('regulations.put', wireRow('regulations', record, { id, name: copyName(String(record.name)) }));
      await navigate({ to: `${R}/edit/${id}` });
    } catch (error) {
      if (!isMutationError(error)) {
        notifyWriteFailure(error);
        return;
      }
      notifyError(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <LinkBar title={t`Telas do regulamento`} links={existingLinks(links, { id: String(record.id) })} />
      <Button mb="5" variant="outline" loading={busy} onClick={() => void duplicate()}><Trans>Duplicar regulamento</Trans></Button>
    </>
  );
}
