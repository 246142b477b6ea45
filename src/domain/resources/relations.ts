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

// Projections (`fields`): what the pitch needs and no more. A member's profile: its login id (what a
// signed ID card names, matched at the pitch-side QR check, and the revocations' key), the name (and social
// name), the photo for the check by sight, and the federation's registration number the súmula
// prints, and whether the federation verified it (the check screen says "não verificado" on a photo
// nobody checked); never CPF, phone, e-mail, address or birth date (eligibility by age is settled at
// registration, not at the pitch). The other officials: name and category; their phone and their
// answers' notes stay with the scale's staff.
export const appointedMembers: RelationScope = { via: APPOINTED_MEMBERS };
/**
 * What a check by sight needs of a person's profile (pitch side, mat side): who, the photo, the
 * registration number, whether the federation verified it. The server sends a collection's projected
 * rows with the union of its projections' fields, so every projection of profiles uses this one list.
 */
const CHECK_BY_SIGHT = ['id', 'user_id', 'name', 'social_name', 'photo_url', 'registration', 'verified'] as const;
export const appointedProfiles: RelationScope = {
  via: [...APPOINTED_MEMBERS, { collection: 'profiles', match: { id: 'profile_id' } }],
  fields: CHECK_BY_SIGHT,
};
export const appointedEvents: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'duelevents', match: { duel_id: 'id' } }] };
export const appointedAddenda: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'dueladendos', match: { duel_id: 'id' } }] };
export const crewAppointments: RelationScope = {
  via: CREW_APPOINTMENTS,
  fields: ['id', 'duel_id', 'competition_id', 'referee_id', 'role_id', 'user_id', 'status'],
};
export const crewReferees: RelationScope = {
  via: [...CREW_APPOINTMENTS, { collection: 'referees', match: { id: 'referee_id' } }],
  fields: ['id', 'name', 'category_id', 'active'],
};
/** The lineups of the appointed duels (duellineups.ts): the crew sees and completes them offline. */
export const appointedLineups: RelationScope = { via: [...APPOINTED_DUELS, { collection: 'duellineups', match: { duel_id: 'id' } }] };
/**
 * ID-card revocations of the appointed teams' people, so the pitch-side QR check refuses a revoked
 * card offline exactly as the meals gate does (the same verifyCredential, the same list).
 */
export const appointedRevocations: RelationScope = {
  via: [...APPOINTED_MEMBERS, { collection: 'profiles', match: { id: 'profile_id' } }, { collection: 'cardrevocations', match: { user_id: 'user_id' } }],
};

// A person's own sports history (`/my/reports`): viewer → their profile (owner
// user_id) → the competitionmembers rows naming it (where and for whom they were registered), and the
// súmula events naming them (goals, cards) plus the `void` events that remove those, so the device
// counts exactly what the súmula counts. Competitions, teams, entries, duels and punishments are
// tenant-wide already. Never another person's registration or events.
const MY_PROFILE: RelationHop = { collection: 'profiles', viewer: 'user_id' };
const MY_EVENTS: readonly RelationHop[] = [MY_PROFILE, { collection: 'duelevents', match: { person_id: 'id' } }];
export const ownMemberships: RelationScope = { via: [MY_PROFILE, { collection: 'competitionmembers', match: { profile_id: 'id' } }] };
export const ownEvents: RelationScope = { via: MY_EVENTS };
export const ownEventVoids: RelationScope = { via: [...MY_EVENTS, { collection: 'duelevents', match: { ref_id: 'id' } }] };
// The entities a viewer manages (associationmanagers: written when the federation approves a claim or
// a new entity) and, through them, the entity's rows: its people, teams, documents. Replicated to the
// manager and written by them (`writableVia`), never another entity's.
const MY_ASSOCIATIONS: readonly RelationHop[] = [
  { collection: 'associationmanagers', viewer: 'user_id' },
  { collection: 'associations', match: { id: 'association_id' } },
];
const MY_PEOPLE: readonly RelationHop[] = [...MY_ASSOCIATIONS, { collection: 'profiles', match: { association_id: 'id' } }];
const MY_TEAMS: readonly RelationHop[] = [...MY_ASSOCIATIONS, { collection: 'teams', match: { association_id: 'id' } }];
/** The people of the entities the viewer manages (profiles.association_id). */
export const managedProfiles: RelationScope = { via: MY_PEOPLE };
/**
 * Those people's documents (whoever sent them: the person, the entity or the federation), reached
 * through the profile each belongs to (`profile_id`), never through a login id:
 * a profile of the entity reaches its own documents only, not whatever else its login may own. A
 * document's user is its profile's (userdocuments.memberships), and a manager never decides a
 * profile's login (mutators/relation-owner.ts).
 */
export const managedDocuments: RelationScope = { via: [...MY_PEOPLE, { collection: 'userdocuments', match: { profile_id: 'id' } }] };
/** The entities' teams (teams replicate to the whole tenant; this is the write side). */
export const managedTeams: RelationScope = { via: MY_TEAMS };
const MY_ENTRIES: readonly RelationHop[] = [...MY_TEAMS, { collection: 'competitionteams', match: { team_id: 'id' } }];
/**
 * The entries of the entities' teams in competitions (entries replicate to the whole tenant; this is
 * the write side: a manager asks to enter, competitionteams.ts binds what they may write).
 */
export const managedEntries: RelationScope = { via: MY_ENTRIES };
/** The rosters of the entities' teams in each competition: entries → their members. */
export const managedMembers: RelationScope = { via: [...MY_ENTRIES, { collection: 'competitionmembers', match: { competitionteam_id: 'id' } }] };

/**
 * A guardian's dependants (guardians.ts): viewer → guardians (as the guardian) →
 * the dependant's rows of `collection` (`user_id` = the dependant's login). The guardian's device
 * holds the child's profile, documents, PAR-Q, consents and card; the same path authorises their
 * writes (writableVia). This hop is by login id, and safely so: a guardian link is written only by
 * the federation (guardians.ts: `users`, no relation writer), and no relation writer sets a row's
 * login id (mutators/relation-owner.ts), so the rows it reaches are the dependant's own.
 */
const MY_DEPENDANTS: RelationHop = { collection: 'guardians', viewer: 'guardian_user_id' };
export const dependantRows = (collection: string): RelationScope => ({
  via: [MY_DEPENDANTS, { collection, match: { user_id: 'dependant_user_id' } }],
});
/** The invitation code of the entities the viewer manages (only they, and the federation, read it). */
export const managedTokens: RelationScope = { via: [...MY_ASSOCIATIONS, { collection: 'associationtokens', match: { association_id: 'id' } }] };
/**
 * Requests about the entities the viewer manages, which its managers decide (a person's request to
 * join: approvals/join-kinds.ts). A claim of the entity by someone else is the federation's to
 * decide and is not shown to the current managers (the claimant's justification is not theirs).
 */
export const managedRequests: RelationScope = {
  via: [...MY_ASSOCIATIONS, { collection: 'approvals', match: { subject_id: 'id' }, excluding: { field: 'kind', values: ['association_claim'] } }],
};
/**
 * Rows of `collection` that belong to an entity the viewer manages (`association_id`): its people's
 * registers and memberships, its debts and bills. Replicated to the entity's managers; a write along
 * it is the manager's only when the area's own rules say so (writableVia).
 */
export const managedRows = (collection: string): RelationScope => managedRowsBy(collection, 'association_id');

// A belt exam's examiners (registerexams `examiner_user_id`, the head examiner who promotes, and
// `examiner2_user_id`, an assistant): their phones hold the exam, its candidates, the candidates'
// registers and names, and every mark of the exam, so grading works with no signal. A cancelled exam
// stops travelling. Each examiner field is its own path (a hop picks the viewer by one field).
const examinerPaths = (last: readonly RelationHop[], fields?: readonly string[]): RelationScope[] =>
  (['examiner_user_id', 'examiner2_user_id'] as const).map((viewer) => ({
    via: [{ collection: 'registerexams', viewer, excluding: { field: 'status', values: ['cancelado'] } }, ...last],
    ...(fields ? { fields } : {}),
  }));
const EXAM_CANDIDATES: RelationHop = { collection: 'registerexamcandidates', match: { exam_id: 'id' } };
export const examinerExams: readonly RelationScope[] = examinerPaths([]);
export const examinerCandidates: readonly RelationScope[] = examinerPaths([EXAM_CANDIDATES]);
export const examinerMarks: readonly RelationScope[] = examinerPaths([{ collection: 'registerexammarks', match: { exam_id: 'id' } }]);
/** The candidates' registers: grade and number, never the notes. */
export const examinerRegisters: readonly RelationScope[] = examinerPaths(
  [EXAM_CANDIDATES, { collection: 'registers', match: { id: 'register_id' } }],
  ['id', 'registertype_id', 'user_id', 'profile_id', 'number', 'graduation_id', 'graduated_on', 'status'],
);
/** The candidates' names and photos for the mat-side check; never CPF, phone or birth date. */
export const examinerProfiles: readonly RelationScope[] = examinerPaths(
  [EXAM_CANDIDATES, { collection: 'profiles', match: { id: 'profile_id' } }],
  CHECK_BY_SIGHT,
);
/**
 * Rows of `collection` naming an entity the viewer manages in `field`: a transfer reaches the
 * managers of the entity it leaves (`from_association_id`) and of the one it joins
 * (`to_association_id`), each through its own relation.
 */
export const managedRowsBy = (collection: string, field: string): RelationScope => ({
  via: [...MY_ASSOCIATIONS, { collection, match: { [field]: 'id' } }],
});
