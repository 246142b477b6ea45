// "Copiar de um modelo" on a new regulation: the presets (CBF Série A, FIFA 2026, FIBA, FIVB, CBV
// Superliga, amador estadual, índice técnico) fill points and criteria, which stay editable. A new
// regulation starts from the football default, CBF Série A, before any choice.
import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { presetFor, REGULATION_PRESETS, type RegulationPreset } from '../../../domain/competitions/standings/index';

export interface FormExtraProps {
  /** Replaces these form values (the others stay as typed). */
  apply: (values: Record<string, unknown>) => void;
}

const OPTIONAL_POINTS = ['shootout_win_points', 'shootout_loss_points', 'close_win_points', 'close_loss_points', 'no_show_points'] as const;

/** A preset as regulation fields: every scoring field set (those it leaves out cleared), its key kept in `preset`. */
export function presetValues(preset: RegulationPreset): Record<string, unknown> {
  const { rules } = preset;
  return {
    ...Object.fromEntries(OPTIONAL_POINTS.map((k) => [k, rules[k] ?? null])),
    sport: rules.sport ?? preset.sport,
    win_points: rules.win_points, draw_points: rules.draw_points, loss_points: rules.loss_points,
    criteria: [...rules.criteria],
    head_to_head_criteria: rules.head_to_head_criteria ? [...rules.head_to_head_criteria] : null,
    preset: preset.key,
  };
}

/** What a new regulation starts with: the football preset (CBF Série A). */
export const regulationDefaults = (): Record<string, unknown> => presetValues(presetFor('football'));

export function RegulationPresetPicker({ apply }: FormExtraProps) {
  const { t } = useLingui();
  const [key, setKey] = useState('');
  const chosen = REGULATION_PRESETS.find((p) => p.key === key);
  return (
    <Field.Root>
      <Field.Label><Trans>Copiar de um modelo</Trans></Field.Label>
      <HStack gap="2" w="full" align="stretch" wrap="wrap">
        <NativeSelect.Root flex="1 1 16rem">
          <NativeSelect.Field value={key} onChange={(e) => setKey(e.target.value)}>
            <option value="">{t`Escolha um modelo…`}</option>
            {REGULATION_PRESETS.map((p) => <option key={p.key} value={p.key}>{p.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" disabled={!chosen} onClick={() => chosen && apply(presetValues(chosen))}><Trans>Copiar</Trans></Button>
      </HStack>
      <Field.HelperText>
        {chosen ? <Text as="span">{t`Fonte: ${chosen.source}.`}</Text> : <Trans>Um novo regulamento começa com o da CBF (Série A); copie outro modelo para trocar pontos e critérios.</Trans>}
      </Field.HelperText>
    </Field.Root>
  );
}
