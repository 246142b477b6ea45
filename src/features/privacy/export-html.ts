// The readable copy of "Baixar meus dados": the export's JSON (server/privacy/
// export.ts) as one self-contained HTML page, in pt-BR, that opens in any browser and prints. Built
// on the device from the same JSON, so both files say the same thing. Every value is escaped.
import { findResource } from '../../domain/resources/index';
import { brDateTimeSeconds } from '../../domain/dates';

interface Holding { collection: string; what: string; basis: string; retention: string }
export interface PersonExport {
  generated_at: string;
  federation: { code: string; name: string };
  person: { user_id: string; profile_ids: string[] };
  account: Record<string, unknown> | null;
  sessions: Record<string, unknown>[];
  collections: Record<string, Record<string, unknown>[]>;
  /** Records the person filed about someone else: only that they exist. Absent from older servers. */
  filed?: { collection: string; what: string; id: string }[];
  files: { id: string; kind: string; uploaded_bytes: number; created_at: string; download: string }[];
  holdings: Holding[];
  note: string;
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'sim';
  if (value === false) return 'não';
  if (typeof value === 'object') return `<code>${escape(JSON.stringify(value))}</code>`;
  return escape(String(value));
}

const labelOf = (collection: string, key: string): string => findResource(collection)?.fields.find((f) => f.key === key)?.label ?? key;
const titleOf = (collection: string): string => (collection === 'users' ? 'Conta de acesso' : (findResource(collection)?.labels.plural ?? collection));

function table(collection: string, row: Record<string, unknown>): string {
  const lines = Object.entries(row).map(([k, v]) => `<tr><th scope="row">${escape(labelOf(collection, k))}</th><td>${show(v)}</td></tr>`);
  return `<table>${lines.join('')}</table>`;
}

export function exportToHtml(data: PersonExport): string {
  const when = brDateTimeSeconds(new Date(data.generated_at));
  const sections: string[] = [];
  const why = new Map(data.holdings.map((h) => [h.collection, h]));
  const section = (collection: string, rows: Record<string, unknown>[]) => {
    const h = why.get(collection);
    sections.push(`<section><h2>${escape(titleOf(collection))} (${rows.length})</h2>`
      + (h ? `<p><strong>Por quê:</strong> ${escape(h.basis)}. <strong>Por quanto tempo:</strong> ${escape(h.retention)}</p>` : '')
      + rows.map((r) => table(collection, r)).join('') + '</section>');
  };
  if (data.account) section('users', [data.account]);
  for (const [collection, rows] of Object.entries(data.collections)) section(collection, rows);
  const filed = data.filed ?? [];
  if (filed.length > 0) {
    sections.push(`<section><h2>Registros que você fez sobre outras pessoas (${filed.length})</h2><p>Os dados dessas pessoas são delas e não entram nesta cópia.</p><ul>`
      + filed.map((f) => `<li>${escape(f.what)}: <code>${escape(f.id)}</code></li>`).join('') + '</ul></section>');
  }
  if (data.sessions.length > 0) {
    sections.push(`<section><h2>Acessos (${data.sessions.length})</h2><table><tr><th>Início</th><th>Validade</th><th>Encerrado</th></tr>`
      + data.sessions.map((s) => `<tr><td>${show(s.created_at)}</td><td>${show(s.expires_at)}</td><td>${show(s.revoked_at)}</td></tr>`).join('') + '</table></section>');
  }
  if (data.files.length > 0) {
    sections.push(`<section><h2>Arquivos (${data.files.length})</h2><ul>`
      + data.files.map((f) => `<li>${escape(f.kind === 'image' ? 'Imagem' : 'Documento')} de ${escape(String(f.uploaded_bytes))} bytes, enviado em ${show(f.created_at)}: <code>${escape(f.download)}</code></li>`).join('') + '</ul></section>');
  }
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Meus dados — ${escape(data.federation.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#eee;width:30%}code{word-break:break-all}</style></head>
<body><h1>Meus dados em ${escape(data.federation.name)}</h1>
<p>Gerado em ${escape(when)} (horário de Brasília), a seu pedido (LGPD, art. 18, II). ${escape(data.note)}</p>
${sections.join('\n')}
</body></html>`;
}
