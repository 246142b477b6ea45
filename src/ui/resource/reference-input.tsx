import { Combobox, createListCollection, HStack, Portal, Stack, Tag } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState, type Ref } from 'react';
import { useList } from '../../data/hooks';
import { getResource, type ResourceKey } from '../../domain/resources/index';
import { resourceMeta, rowTitle } from './resource-meta';
import { useRecordTitles } from './use-replica';

const SUGGESTIONS = 20;

export interface ReferenceInputProps {
  /** The referenced resource's key. */
  collection: string;
  multiple?: boolean;
  /** An id ('' for none), or the ids when `multiple`. */
  value: string | readonly string[];
  onChange: (value: string | string[]) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md' | 'lg';
  /** Ids of the help and error texts (the Field gives a combobox only its helper text). */
  describedBy?: string | undefined;
}

/**
 * Searchable picker over the referenced resource's local rows: each keystroke is a prefix search on
 * its `_search` index (accent-insensitive, first 20 in name order), so it stays instant with 100k
 * rows. Put it inside a Chakra Field.Root: the label and error are wired through the field context.
 */
export function ReferenceInput({ collection, multiple, value, onChange, onBlur, name, placeholder, inputRef, size = 'lg', describedBy }: ReferenceInputProps) {
  const { t } = useLingui();
  const target = getResource(collection);
  const { searchIndex } = resourceMeta(target);
  // null while not typing: the input then shows the chosen row's name.
  const [typed, setTyped] = useState<string | null>(null);
  const query = useDeferredValue(typed ?? '').trim();
  const page = useList(
    collection as ResourceKey,
    searchIndex ? { index: searchIndex, prefix: query === '' ? undefined : query, limit: SUGGESTIONS } : { limit: SUGGESTIONS },
  );
  const selected = useMemo(() => (multiple ? [...(value as readonly string[])] : value ? [value as string] : []), [multiple, value]);
  const titles = useRecordTitles(collection, selected);
  const items = useMemo(
    () => (page?.rows ?? []).map((row) => ({ value: row.id, label: rowTitle(target, row) })),
    [page, target],
  );
  const list = useMemo(() => createListCollection({ items }), [items]);
  const selectedLabel = !multiple && selected[0] ? (titles?.get(selected[0]) ?? '') : '';

  return (
    <Stack gap="2" w="full">
      <Combobox.Root
        collection={list}
        multiple={multiple}
        value={selected}
        inputValue={typed ?? selectedLabel}
        name={name}
        size={size}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior={multiple ? 'clear' : 'replace'}
        onInputValueChange={(e) => {
          if (e.reason === 'input-change') setTyped(e.inputValue);
        }}
        onValueChange={(e) => {
          setTyped(null);
          onChange(multiple ? e.value : (e.value[0] ?? ''));
        }}
        onOpenChange={(e) => {
          if (e.open) return;
          // Leaving with the text erased clears a single choice; otherwise show the choice again.
          if (!multiple && typed !== null && typed.trim() === '' && selected.length > 0) onChange('');
          setTyped(null);
        }}
        translations={{ triggerLabel: t`Mostrar opções`, clearTriggerLabel: t`Limpar` }}
      >
        <Combobox.Control>
          <Combobox.Input ref={inputRef} onBlur={onBlur} placeholder={placeholder ?? t`Digite para buscar`}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})} />
          <Combobox.IndicatorGroup>
            {!multiple && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{page ? t`Nenhum resultado.` : t`Carregando…`}</Combobox.Empty>
              {list.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {multiple && selected.length > 0 && (
        <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" aria-label={t`Selecionados`}>
          {selected.map((id) => {
            const label = titles?.get(id) ?? '…';
            return (
              <li key={id}>
                <Tag.Root size="lg" variant="subtle">
                  <Tag.Label>{label}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={t`Remover ${label}`} onClick={() => onChange(selected.filter((s) => s !== id))} />
                  </Tag.EndElement>
                </Tag.Root>
              </li>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}
