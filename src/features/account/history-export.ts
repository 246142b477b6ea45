// The sports history as files, made on the device from the replica (offline too): CSV (one line per
// match, as Excel in pt-BR opens it), XLSX (sheets Resumo, Inscrições, Partidas, Punições; exceljs
// loaded only then) and a standalone printable HTML document (print it or "Salvar como PDF"). Every
// file is built from the same tables (historyTables), so they never disagree with the page.
import { MEMBER_ROLES } from '../../domain/resources/competitionmembers';
import { PUNISHMENT_KINDS, PUNISHMENT_STATUS } from '../../domain/resources/punishments';
import { csvBytes, type SheetCell } from '../../lib/sheet-files';
import type { MatchLine, Outcome, SportsHistory } from './history';
import { BRASILIA_TIME_ZONE } from '../../domain/dates';

export interface Table {
  title: string;
  headers: readonly string[];
  rows: readonly (readonly SheetCell[])[];
}

export const OUTCOME_LABELS: Record<Outcome, string> = { vitoria: 'Vitória', empate: 'Empate', derrota: 'Derrota' };

/** `AAAA-MM-DD…` → dd/mm/aaaa ('' stays ''). */
export function brDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

const label = <T extends Record<string, string>>(labels: T, key: string): string => (labels as Record<string, string>)[key] ?? key;
export const scoreOf = (m: MatchLine): string => (m.goalsFor === null || m.goalsAgainst === null ? '' : `${m.goalsFor} × ${m.goalsAgainst}`);

export function historyTables(h: SportsHistory): Table[] {
  const t = h.totals;
  return [
    {
      title: 'Resumo',
      headers: ['Competições', 'Jogos', 'Jogos com resultado', 'Vitórias', 'Empates', 'Derrotas', 'Gols', 'Gols contra', 'Cartões amarelos', 'Cartões vermelhos'],
      rows: [[t.competitions, t.matches, t.played, t.wins, t.draws, t.losses, t.goals, t.ownGoals, t.yellows, t.reds]],
    },
    {
      title: 'Inscrições',
      headers: ['Competição', 'Temporada', 'Equipe', 'Função', 'Número'],
      rows: h.registrations.map((r) => [r.competition, r.season, r.team, label(MEMBER_ROLES, r.role), r.shirtNumber]),
    },
    {
      title: 'Partidas',
      headers: ['Data', 'Competição', 'Equipe', 'Adversário', 'Mando', 'Placar', 'Resultado', 'Gols', 'Gols contra', 'Amarelos', 'Vermelho'],
      rows: h.matches.map((m) => [
        brDay(m.date), m.competition, m.team, m.opponent, m.home ? 'Casa' : 'Fora', scoreOf(m), m.outcome ? OUTCOME_LABELS[m.outcome] : 'A realizar',
        m.goals, m.ownGoals, m.yellows, m.red ? 'Sim' : 'Não',
      ]),
    },
    {
      title: 'Punições',
      headers: ['Decidida em', 'Tipo', 'Competição', 'Fundamento', 'Partidas', 'Dias', 'Situação'],
      rows: h.punishments.map((p) => [brDay(p.decidedAt), label(PUNISHMENT_KINDS, p.kind), p.competition, p.basis, p.matches, p.days, label(PUNISHMENT_STATUS, p.status)]),
    },
  ];
}

const tableNamed = (tables: readonly Table[], title: string): Table => tables.find((x) => x.title === title)!;

/** CSV: the matches, one per line (a CSV holds one table; the XLSX and the HTML hold them all). */
export function historyCsv(h: SportsHistory): Uint8Array {
  const matches = tableNamed(historyTables(h), 'Partidas');
  return csvBytes(matches.headers, matches.rows);
}

export async function historyXlsx(h: SportsHistory): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  for (const table of historyTables(h)) {
    const sheet = book.addWorksheet(table.title);
    sheet.addRow([...table.headers]).font = { bold: true };
    for (const row of table.rows) sheet.addRow([...row]);
    sheet.columns.forEach((column, i) => {
      column.width = Math.max(12, Math.min(40, table.headers[i]!.length + 4));
    });
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const escape = (value: unknown): string =>
  String(value ?? '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A standalone, printable pt-BR document (no script, inline style): print it or save it as PDF. */
export function historyHtml(h: SportsHistory, person: { name: string; federation: string }, generatedAt: Date): string {
  const sections = historyTables(h).map((table) => {
    const body = table.rows.length === 0
      ? `<p class="empty">Nada registrado.</p>`
      : `<table><thead><tr>${table.headers.map((x) => `<th scope="col">${escape(x)}</th>`).join('')}</tr></thead><tbody>${
        table.rows.map((r) => `<tr>${r.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
    return `<section><h2>${escape(table.title)}</h2>${body}</section>`;
  }).join('\n');
  const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: BRASILIA_TIME_ZONE }).format(generatedAt);
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Histórico esportivo — ${escape(person.name)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111;margin:2rem;line-height:1.4}
h1{font-size:1.5rem;margin:0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
p.meta{color:#444;margin:.25rem 0 1rem}p.empty{color:#444}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #999;padding:.3rem .45rem;text-align:left}
th{background:#eee}@media print{body{margin:1cm}section{break-inside:avoid}}
</style></head>
<body><h1>Histórico esportivo</h1>
<p class="meta">${escape(person.name)} · ${escape(person.federation)} · gerado em ${escape(when)}</p>
${sections}
</body></html>`;
}
