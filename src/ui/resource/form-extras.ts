// Extension point of the generic create form, by resource key (like SHOW_ACTIONS on the show page):
// starting values for a new row, and a widget above the fields that may replace some of them (a
// regulation's "Copiar de um modelo"). Generic code holds no resource special case.
import type { ComponentType } from 'react';
import { RegulationPresetPicker, regulationDefaults, type FormExtraProps } from '../../features/competitions/admin/regulation-presets';

export interface FormExtra {
  defaults?: () => Record<string, unknown>;
  Picker?: ComponentType<FormExtraProps>;
}

export const FORM_EXTRAS: Readonly<Record<string, FormExtra>> = {
  regulations: { defaults: regulationDefaults, Picker: RegulationPresetPicker },
};
