// Fixture generators (COMPETITIONS.md §3): pure, deterministic from a seed stored with what they made.
export { fixtureId, groupName, type Fixture, type FixtureSource } from './fixture';
export { roundRobin, bergerTable, type RoundRobinInput, type RoundRobinResult } from './round-robin';
export { knockout, type KnockoutInput, type KnockoutResult } from './knockout';
export { seedPositions } from './bracket';
export { tieOutcome, type TieLeg, type TieOutcomeInput, type TieOutcome, type TieDecider } from './tie-outcome';
export { doubleElimination, type DoubleEliminationInput, type DoubleEliminationResult } from './double-elimination';
export { swissRound, type SwissGame, type SwissRoundInput, type SwissRoundResult } from './swiss';
export { drawPots, whyNot, type DrawPotsInput, type DrawPotsResult, type DrawStep, type PotConstraint } from './pots';
export { seedHeats, centreOutLanes, type HeatEntry, type Heat, type SeedHeatsInput, type SeedHeatsResult } from './heats';
export { progression, type HeatResult, type ProgressionInput, type ProgressionResult } from './progression';
export { bracketProblems } from './bracket-checks';
export { playBracket, type PlayedFixture } from './simulate';
