// Relation paths (define.ts RelationScope), declared once and shared by the resources that replicate
// along them. A referee's device holds what its matches need: viewer → the referee's appointments
// (not declined) → the appointed duels → both teams' entries in that competition → their registered
// members → those people's profiles (name, photo for the pitch-side check); the duels' events and
// addenda; the other officials appointed to the same duels. "Rows of the associations I manage" is
// the same shape: [{ collection: 'associationmanagers', viewer: 'user_id' }, { collection:
// 'associations', match: { id: 'association_id' } }, …].
import type { RelationHop, RelationScope } from './define';

const MY_APPOINTMENTS: RelationHop = {
  collection: 'refereeappointments', viewer: 'user_id', excluding: { field: 'status', values: ['recusada'] },
};
const APPOINTED_DUELS: readonly RelationHop[] = [MY_APPOINTMENTS, { collection: 'duels', match: { id: 'duel_id' } }];
const APPOINTED_ENTRIES: readonly RelationHop[] = [
  ...APPOINTED_DUELS,
  { collection: 'competitionteams', match: { competition_id: 'competition_id', team_id: ['home_team_id', 'away_team_id'] } },
];
const APPOINTED_MEMBERS: readonly RelationHop[] = [...APPOINTED_ENTRIES, { collection: 'competitionmembers', match: { competitionteam_id: 'id' } }];
const CREW_APPOINTMENTS: readonly RelationHop[] = [...APPOINTED_DUELS, { collection: 'refereeappointments', match: { duel_id: 'id' } }];

export const appointedMembers: RelationScope = { via: APPOINTED_MEMBERS };
export const appointedProfiles: RelationScope = { via: [...APPOINTED_MEMBERS, { collection: 'profiles', match: { id: 'profile_id' } }] };
export const appointedEvents: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'duelevents', match: { duel_id: 'id' } }] };
export const appointedAddenda: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'dueladendos', match: { duel_id: 'id' } }] };
export const crewAppointments: RelationScope = { via: CREW_APPOINTMENTS };
export const crewReferees: RelationScope = { via: [...CREW_APPOINTMENTS, { collection: 'referees', match: { id: 'referee_id' } }] };
/** The lineups of the appointed duels (duellineups.ts): the crew sees and completes them offline. */
export const appointedLineups: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'duellineups', match: { duel_id: 'id' } }] };
/**
 * ID-card revocations of the appointed teams' people, so the pitch-side QR check refuses a revoked
 * card offline exactly as the meals gate does (the same verifyCredential, the same list).
 */
export const appointedRevocations: RelationScope = {
  via: [...APPOINTED_MEMBERS, { collection: 'profiles', match: { id: 'profile_id' } }, { collection: 'cardrevocations', match: { user_id: 'user_id' } }],
};
