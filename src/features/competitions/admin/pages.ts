// The competitions area's own screens, one chunk (routes/competitions.ts loads them on demand).
export { PendingEntriesPage } from './pending-entries-page';
export { OlympicsResultsPage } from './olympics-results-page';
export { RegulationDoubleSequencesPage, RegulationMultipleSequencesPage, RegulationPointsPage, RegulationSequencesPage } from './regulation-sections';
export { ExternalPunishmentsPage } from './external-punishments-page';
export { MembersImportPage } from './members-import-page';
