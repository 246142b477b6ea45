import { describe, expect, it } from 'vitest';
import { exportToHtml, type PersonExport } from './export-html';

const data: PersonExport = {
  generated_at: '2026-11-20T12:00:00.000Z',
  federation: { code: 'demo', name: 'Federação <Demo>' },
  person: { user_id: 'u1', profile_ids: ['p1'] },
  account: { id: 'u1', name: 'Ana <script>alert(1)</script>', email: 'ana@x.test' },
  sessions: [{ created_at: '2026-11-01', expires_at: '2026-12-01', revoked_at: null }],
  collections: { profiles: [{ id: 'p1', name: 'Ana', cpf: '12345678909', verified: true }] },
  filed: [{ collection: 'approvals', what: 'Solicitação <x>', id: 'a1' }],
  files: [],
  holdings: [{ collection: 'profiles', what: 'Cadastro', basis: 'Obrigação legal', retention: 'Enquanto houver vínculo.' }],
  note: 'Outras pessoas aparecem só pelo identificador.',
};

describe('the readable copy of the data export', () => {
  it('shows every section with its labels, basis and retention, and escapes every value', () => {
    const html = exportToHtml(data);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Federação &lt;Demo&gt;');
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h2>Pessoas (1)</h2>');
    expect(html).toContain('<th scope="row">Nome completo</th><td>Ana</td>');
    expect(html).toContain('<strong>Por quê:</strong> Obrigação legal');
    expect(html).toContain('<td>sim</td>');
    expect(html).toContain('Acessos (1)');
    // What they filed about others: the fact only.
    expect(html).toContain('Registros que você fez sobre outras pessoas (1)');
    expect(html).toContain('<li>Solicitação &lt;x&gt;: <code>a1</code></li>');
  });
});
