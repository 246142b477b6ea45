// The home's sections, one file each under sections/. A new area adds its
// section here: it shows to whoever may open one of its screens (visible-sections.ts).
import type { HomeSection } from './home-section';
import { approvalsSection } from './sections/approvals-section';
import { documentsSection } from './sections/documents-section';
import { idCardSection } from './sections/id-card-section';
import { managerSection } from './sections/manager-section';
import { mealsSection } from './sections/meals-section';
import { parqSection } from './sections/parq-section';
import { refereeSection } from './sections/referee-section';
import { requestsSection } from './sections/requests-section';

export const HOME_SECTIONS: readonly HomeSection[] = [
  // Work, in this order when a person holds several roles.
  mealsSection, refereeSection, managerSection, approvalsSection,
  // The person themself.
  idCardSection, documentsSection, requestsSection, parqSection,
];
