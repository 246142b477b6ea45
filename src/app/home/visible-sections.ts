// Which home sections a user sees: those with at least one screen they may open, work first.
import type { CanOpen } from './open-path';
import type { HomeSection } from './home-section';

export function visibleSections(sections: readonly HomeSection[], canOpen: CanOpen): HomeSection[] {
  const shown = sections.filter((section) => section.routes.some(canOpen));
  return [...shown.filter((s) => s.group === 'work'), ...shown.filter((s) => s.group === 'person')];
}

/** The first screen of a section the user may open (its "Abrir" link). */
export const firstOpen = (section: HomeSection, canOpen: CanOpen): string | undefined => section.routes.find(canOpen);
