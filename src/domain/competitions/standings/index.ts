// The standings engine: results + a regulation → the table and why each team is above the next.
// Pure TypeScript: runs on the device from the local replica and on the server alike.
export type { Adjustment, LevelOn, RegulationRules, ResultInput, SideKey, SideRecord, Split, Sport, StandingRow, Standings, StandingsInput, TeamTally } from './types';
export { computeStandings, DEFAULT_HEAD_TO_HEAD } from './compute';
export { criterionNoun, explainSplit, formatValue, listNames } from './explain';
export { headToHeadMatrix, type HeadToHeadMatrix, type MatrixResult } from './matrix';
export { preset, presetFor, REGULATION_PRESETS, type PresetKey, type RegulationPreset } from './presets';
export { fairPlayPoints, resultValue, type ResultValue } from './tally';
export { ratio, UNBEATEN_RATIO } from './values';
export { formatCell, standingsColumns, type StandingsColumn } from './columns';
