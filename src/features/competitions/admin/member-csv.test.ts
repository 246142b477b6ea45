import { describe, expect, it } from 'vitest';
import { checkMembers, parseMemberCsv } from './member-csv';

// Valid CPFs (check digits right).
const A = '52998224725';
const B = '11144477735';
const C = '39053344705';

describe('member CSV', () => {
  it('reads cpf, shirt and role columns by header, masks and accents included', () => {
    const lines = parseMemberCsv(`\uFEFFFunção;CPF;Camisa\nAtleta;529.982.247-25;10\ntécnico;${B};\n`);
    expect(lines.map((l) => [l.cpf, l.shirt, l.role, l.problem])).toEqual([[A, 10, 'atleta', null], [B, null, 'tecnico', null]]);
  });

  it('without a header: cpf, shirt, role in that order; a missing role is an athlete', () => {
    const lines = parseMemberCsv(`${A},7\n${C},x\n123,1\n${A},9\n${B},1,goleiro`);
    expect(lines.map((l) => l.problem)).toEqual([null, 'Número da camisa inválido: “x”.', 'CPF inválido.', 'CPF repetido no arquivo.', 'Função desconhecida: “goleiro”.']);
    expect(lines[0]).toMatchObject({ role: 'atleta', shirt: 7 });
  });

  it('refuses unknown CPFs, members already in this team and athletes of another team of the competition', () => {
    const lines = parseMemberCsv(`cpf;camisa;funcao\n${A};1;atleta\n${B};2;atleta\n${C};3;atleta\n11122233396;4;atleta`);
    const checked = checkMembers(lines, {
      profiles: new Map([[A, 'pa'], [B, 'pb'], [C, 'pc']]),
      members: [{ profile_id: 'pb', competitionteam_id: 'other', role: 'atleta' }, { profile_id: 'pc', competitionteam_id: 'mine', role: 'atleta' }],
      competitionteamId: 'mine',
    });
    expect(checked.map((c) => c.reason)).toEqual([
      null,
      'Atleta já inscrito por outra equipe nesta competição.',
      'Já está inscrito nesta equipe.',
      'CPF não cadastrado: cadastre a pessoa antes.',
    ]);
    expect(checked[0]!.profile_id).toBe('pa');
  });

  it('a coach may also serve another team', () => {
    const checked = checkMembers(parseMemberCsv(`${A};;tecnico`), {
      profiles: new Map([[A, 'pa']]), members: [{ profile_id: 'pa', competitionteam_id: 'other', role: 'tecnico' }], competitionteamId: 'mine',
    });
    expect(checked[0]!.reason).toBeNull();
  });
});
