// The resource registry (the one allowed barrel): every kind of record the replica holds. Adding a
// resource = its declaration beside this one + one line here (the list gives the registry's types,
// and the server loads it without a bundler) + its view, src/resources/<key>.view.ts (found by
// glob); the local table, the generic mutators, the server's validation and pull scope, the routes
// and the generic screens all follow (docs/recipes.md).
import type { AnyResource, RecordOf } from './define';
import { countries } from './countries';
import { states } from './states';
import { countryregions } from './countryregions';
import { stateregions } from './stateregions';
import { cities } from './cities';
import { cityregions } from './cityregions';
import { districts } from './districts';
import { streets } from './streets';
import { sports } from './sports';
import { associationstypes } from './associationstypes';
import { associations } from './associations';
import { teams } from './teams';
import { profiles } from './profiles';
import { meals } from './meals';
import { mealusers } from './mealusers';
import { mealcheckins } from './mealcheckins';
import { signingkeys } from './signingkeys';
import { idcards } from './idcards';
import { cardrevocations } from './cardrevocations';
// Module competitions.
import { regulations } from './regulations';
import { classificationzones } from './classificationzones';
import { classificationzonepositions } from './classificationzonepositions';
import { competitionsseries } from './competitionsseries';
import { competitionscategories } from './competitionscategories';
import { competitionsstages } from './competitionsstages';
import { competitions } from './competitions';
import { phases } from './phases';
import { groups } from './groups';
import { pots } from './pots';
import { competitionteams } from './competitionteams';
import { duels } from './duels';
import { heats } from './heats';
import { heatlanes } from './heatlanes';
import { competitionmembers } from './competitionmembers';
import { competitioncrews } from './competitioncrews';
import { competitionscores } from './competitionscores';
import { punishments } from './punishments';
import { rankings } from './rankings';
import { olympicsevents } from './olympicsevents';
import { olympics } from './olympics';
import { olympicsscores } from './olympicsscores';
import { olympicsnotes } from './olympicsnotes';
import { olympicsdownloads } from './olympicsdownloads';
import { olympiccrews } from './olympiccrews';
import { olympicmembers } from './olympicmembers';
import { duelssecurities } from './duelssecurities';
import { dueldocuments } from './dueldocuments';
import { dueladendos } from './dueladendos';
import { duelevents } from './duelevents';
import { duellineups } from './duellineups';
import { refereeappointments } from './refereeappointments';
import { refereecategories } from './refereecategories';
import { refereeroles } from './refereeroles';
import { referees } from './referees';
import { refereepins } from './refereepins';
// The approval model and who manages which entity.
import { approvals } from './approvals';
import { associationmanagers } from './associationmanagers';
import { associationtokens } from './associationtokens';
// Documents and PAR-Q.
import { documenttypes } from './documenttypes';
import { userdocuments } from './userdocuments';
import { parqs } from './parqs';
// Tutorials and courses.
import { tutorials } from './tutorials';
import { courses } from './courses';
// Privacy and dependants.
import { consents } from './consents';
import { guardians } from './guardians';
// Structure (spec §2.3).
import { venuestypes } from './venuestypes';

export const RESOURCES = [
  countries, states, countryregions, stateregions, cities, cityregions, districts, streets,
  sports, associationstypes, associations, teams, profiles, meals, mealusers, mealcheckins,
  signingkeys, idcards, cardrevocations,
  regulations, classificationzones, classificationzonepositions, competitionsseries, competitionscategories, competitionsstages,
  competitions, phases, groups, pots, competitionteams, duels, heats, heatlanes, competitionmembers, competitioncrews,
  competitionscores, punishments, rankings, olympicsevents, olympics, olympicsscores, olympicsnotes, olympicsdownloads,
  olympiccrews, olympicmembers, duelssecurities, dueldocuments,
  refereecategories, refereeroles, referees, refereeappointments, duelevents, dueladendos, duellineups,
  refereepins,
  approvals, associationmanagers, associationtokens,
  documenttypes, userdocuments, parqs,
  tutorials, courses,
  consents, guardians,
  venuestypes,
] as const;

type Registered = (typeof RESOURCES)[number];
export type ResourceKey = Registered['key'];
export type ResourceOf<K extends ResourceKey> = Extract<Registered, { key: K }>;
/** The wire record of a collection, e.g. `Row<'cities'>`. */
export type Row<K extends ResourceKey> = RecordOf<ResourceOf<K>>;

const byKey: ReadonlyMap<string, AnyResource> = new Map(RESOURCES.map((r): [string, AnyResource] => [r.key, r]));

export const RESOURCE_KEYS: readonly ResourceKey[] = RESOURCES.map((r) => r.key);

export const isResourceKey = (key: string): key is ResourceKey => byKey.has(key);

/** The resource declared under `key`, or undefined. */
export const findResource = (key: string): AnyResource | undefined => byKey.get(key);

/** The resource declared under `key`; throws for an unknown key (a programming error). */
export function getResource<K extends ResourceKey>(key: K): ResourceOf<K>;
export function getResource(key: string): AnyResource;
export function getResource(key: string): AnyResource {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`Recurso desconhecido: ${key}`);
  return resource;
}

export { countries, states, countryregions, stateregions, cities, cityregions, districts, streets };
export { sports, associationstypes, associations, teams, profiles, meals, mealusers, mealcheckins };
export { signingkeys, idcards, cardrevocations };
export { regulations, classificationzones, classificationzonepositions, competitionsseries, competitionscategories, competitionsstages };
export { competitions, phases, groups, pots, competitionteams, duels, heats, heatlanes, competitionmembers, competitioncrews };
export { competitionscores, punishments, rankings, olympicsevents, olympics, olympicsscores, olympicsnotes, olympicsdownloads };
export { olympiccrews, olympicmembers, duelssecurities, dueldocuments };
export { refereecategories, refereeroles, referees, refereeappointments, duelevents, dueladendos, duellineups };
export { documenttypes, userdocuments, parqs };
export { consents, guardians };
export type { AnyResource, FieldDef, FieldKind, RecordOf, RelationHop, RelationScope, ResourceDef, Scope } from './define';
