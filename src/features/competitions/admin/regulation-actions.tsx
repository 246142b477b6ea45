// On a regulation's show page: links to its four editing screens and "Duplicar" (a copy named
// "Cópia de …", opened for editing), so a federation starts a season from last season's rules.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useWrite } from '../../../data/use-write';
import { uuidv7 } from '../../../domain/uuid';
import type { ShowActionsProps } from '../../../ui/resource/view';
import { existingLinks, LinkBar, type ScreenLink } from './screen-links';
import { wireRow } from '../../../domain/resources/wire-row';

/** The copy's name: "Cópia de X", cut to the schema's 120 characters. */
export const copyName = (name: string): string => `Cópia de ${name}`.slice(0, 120);

export function RegulationActions({ record }: ShowActionsProps) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const navigate = useNavigate();
  const R = '/competitions/regulations';
  const links: ScreenLink[] = [
    { path: `${R}/sequences/$id`, label: t`Critérios de desempate` },
    { path: `${R}/doublesequences/$id`, label: t`Empate entre duas` },
    { path: `${R}/multiplesequences/$id`, label: t`Empate entre três ou mais` },
    { path: `${R}/points/$id`, label: t`Pontuação` },
  ];
  const duplicate = async () => {
    const id = uuidv7();
    if (await run('regulations.put', wireRow('regulations', record, { id, name: copyName(String(record.name)) }))) await navigate({ to: `${R}/edit/${id}` });
  };
  return (
    <>
      <LinkBar title={t`Telas do regulamento`} links={existingLinks(links, { id: String(record.id) })} />
      <Button mb="5" variant="outline" loading={busy} onClick={() => void duplicate()}><Trans>Duplicar regulamento</Trans></Button>
    </>
  );
}
