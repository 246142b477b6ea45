// Extension point of the generic list, by resource key (like SHOW_ACTIONS on the show page and
// FORM_EXTRAS on the form): extra actions beside "Novo", e.g. a resource's import and export.
import type { ComponentType } from 'react';
import { ImportExportLinks, type ListLinksProps } from '../../features/records/list-links';

export const LIST_ACTIONS: Readonly<Record<string, ComponentType<ListLinksProps>>> = {
  profiles: ImportExportLinks,
  associations: ImportExportLinks,
};
