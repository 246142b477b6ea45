import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { resourceWrite } from '../../data/mutate-names';
import { useWrite } from '../../data/use-write';
import type { AnyResource } from '../../domain/resources/define';
import { deletedLabel, deleteQuestion } from './labels';

interface DeleteButtonProps {
  resource: AnyResource;
  id: string;
  title: string;
  onDeleted: () => void;
}

/** "Excluir" with a confirmation dialog (role alertdialog); the delete is local first, like every write. */
export function DeleteButton({ resource, id, title, onDeleted }: DeleteButtonProps) {
  const { t } = useLingui();
  const { run, busy } = useWrite();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (!(await run(resourceWrite(resource, 'delete'), { id }, { done: deletedLabel(resource) }))) return;
    setOpen(false);
    onDeleted();
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red"><Trans>Excluir</Trans></Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{deleteQuestion(resource, title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text><Trans>Esta ação não pode ser desfeita.</Trans></Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline"><Trans>Cancelar</Trans></Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} loadingText={t`Excluindo…`} onClick={() => void confirm()}>
                <Trans>Excluir</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
