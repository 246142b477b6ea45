import { describe, expect, it } from 'vitest';
import { getResource } from '../../../domain/resources/index';
import { audiencesOf, personLinks } from './audience';

describe('who sees a person\'s data', () => {
  it('follows the profiles scopes: the person, users holders, the appointed referees with the projected fields only, the entity managers, the guardian, masters', () => {
    const audiences = audiencesOf(getResource('profiles'));
    expect(audiences.map((a) => a.who)).toEqual([
      'a própria pessoa',
      'quem cuida do cadastro de pessoas (permissão “users”)',
      'a equipe de arbitragem escalada para partidas das equipes em que a pessoa está inscrita',
      'os gestores da entidade da pessoa',
      'o responsável legal, se a pessoa for sua dependente',
      'os examinadores dos exames de graduação em que a pessoa é candidata',
      'os administradores gerais (master) da federação',
    ]);
    const referees = audiences[2]!;
    expect(referees.fields).toContain('photo_url');
    expect(referees.fields).not.toContain('cpf');
    expect(referees.fields).not.toContain('birthdate');
  });

  it('lists the records that name a person, by profile or by login', () => {
    const links = personLinks().map((l) => `${l.resource.key}.${l.field}`);
    expect(links).toEqual(expect.arrayContaining(['competitionmembers.profile_id', 'idcards.user_id', 'cardrevocations.user_id']));
    expect(links).not.toContain('profiles.user_id');
  });

  it('reads the registry\'s `about`, as the export and the anonymisation do: both people of a guardian link, requests about the profile', () => {
    const links = personLinks().map((l) => `${l.resource.key}.${l.field}.${l.by}`);
    expect(links).toEqual(expect.arrayContaining([
      'guardians.guardian_user_id.user', 'guardians.dependant_user_id.user', 'approvals.subject_id.profile', 'userdocuments.profile_id.profile',
    ]));
  });
});
