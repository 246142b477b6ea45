// The `ordered_choices` field kind: an ordered list of keys of a closed list, each at most once (a
// regulation's tie-break criteria, first to last). Keyboard and screen reader first: a native
// select + "Adicionar" to append, and per item "Subir", "Descer" and "Remover" buttons named after
// the item; every change is announced in a polite live region ("Saldo de gols: agora 2º de 5"),
// and focus stays on the moved item's button so repeated presses keep moving it.
import { Box, Button, chakra, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

interface OrderedChoicesInputProps {
  /** Key → pt-BR label, in the order the picker offers them. */
  options: Readonly<Record<string, string>>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name: string;
  /** The field's label, naming the list for assistive technology. */
  label: string;
  describedBy?: string | undefined;
  inputRef?: (element: HTMLSelectElement | null) => void;
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function OrderedChoicesInput({ options, value, onChange, onBlur, name, label, describedBy, inputRef }: OrderedChoicesInputProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const labelOf = (key: string) => options[key] ?? key;
  const remaining = Object.keys(options).filter((k) => !value.includes(k));

  const focusButton = (index: number, action: 'up' | 'down' | 'remove') => {
    // After React re-renders the list: keep the keyboard where the user is.
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>('li');
      const item = items?.[Math.min(index, (items?.length ?? 1) - 1)];
      const button = item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
      button?.focus();
    });
  };
  const move = (from: number, to: number) => {
    const key = value[from]!;
    onChange(moveItem(value, from, to));
    const item = labelOf(key);
    const position = to + 1;
    const total = value.length;
    setAnnouncement(t`${item}: agora ${position}º de ${total}.`);
    focusButton(to, to < from ? 'up' : 'down');
  };
  const remove = (index: number) => {
    const item = labelOf(value[index]!);
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t`${item} removido da lista.`);
    focusButton(index, 'remove');
  };
  const add = () => {
    if (!picked) return;
    const item = labelOf(picked);
    const position = value.length + 1;
    onChange([...value, picked]);
    setPicked('');
    setAnnouncement(t`${item} adicionado na posição ${position}.`);
  };

  return (
    <Stack gap="3" w="full">
      {value.length === 0 ? (
        <Text color="fg.muted" fontSize="sm"><Trans>Nenhum item escolhido.</Trans></Text>
      ) : (
        <Box as="ol" ref={list} aria-label={label} listStyleType="none" borderWidth="1px" rounded="md">
          {value.map((key, i) => (
            <chakra.li key={key} display="flex" alignItems="center" gap="2" px="3" py="2" borderTopWidth={i === 0 ? 0 : '1px'}>
              <Text as="span" fontWeight="semibold" minW="2ch" aria-hidden="true">{i + 1}.</Text>
              <Text as="span" flex="1" minW="0" overflowWrap="anywhere">{labelOf(key)}</Text>
              <HStack gap="1" flexShrink={0}>
                <IconButton size="xs" variant="outline" data-action="up" disabled={i === 0} onClick={() => move(i, i - 1)}
                  aria-label={t`Subir ${labelOf(key)}`}>↑</IconButton>
                <IconButton size="xs" variant="outline" data-action="down" disabled={i === value.length - 1} onClick={() => move(i, i + 1)}
                  aria-label={t`Descer ${labelOf(key)}`}>↓</IconButton>
                <IconButton size="xs" variant="ghost" colorPalette="red" data-action="remove" onClick={() => remove(i)}
                  aria-label={t`Remover ${labelOf(key)}`}>✕</IconButton>
              </HStack>
            </chakra.li>
          ))}
        </Box>
      )}
      {remaining.length > 0 && (
        <HStack gap="2" align="stretch" wrap="wrap">
          <NativeSelect.Root flex="1 1 14rem">
            <NativeSelect.Field name={name} ref={inputRef} value={picked} onBlur={onBlur} aria-describedby={describedBy}
              aria-label={t`Item a adicionar em ${label}`} onChange={(e) => setPicked(e.target.value)}>
              <option value="">{t`Escolha um item…`}</option>
              {remaining.map((key) => <option key={key} value={key}>{labelOf(key)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button variant="outline" onClick={add} disabled={!picked}><Trans>Adicionar</Trans></Button>
        </HStack>
      )}
      <chakra.span srOnly aria-live="polite" role="status">{announcement}</chakra.span>
    </Stack>
  );
}
