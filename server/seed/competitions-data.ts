// The demo competitions: the clubs of the 2023 Série A with their association and home
// city, and the six clubs of a state amateur championship. Association names are the clubs' official
// names; CNPJs are demo values (cnpjFromBase of a demo base), never the clubs' real registrations.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';

export interface DemoClub {
  /** As matches.csv names it (the team's display name). */
  team: string;
  association: string;
  short_name: string;
  /** IBGE code of the home city. */
  city: string;
}

export const SERIE_A_2023_CLUBS: readonly DemoClub[] = [
  { team: 'Palmeiras', association: 'Sociedade Esportiva Palmeiras', short_name: 'PAL', city: '3550308' },
  { team: 'Grêmio', association: 'Grêmio Foot-Ball Porto Alegrense', short_name: 'GRE', city: '4314902' },
  { team: 'Atlético-MG', association: 'Clube Atlético Mineiro', short_name: 'CAM', city: '3106200' },
  { team: 'Flamengo', association: 'Clube de Regatas do Flamengo', short_name: 'FLA', city: '3304557' },
  { team: 'Botafogo', association: 'Botafogo de Futebol e Regatas', short_name: 'BOT', city: '3304557' },
  { team: 'Red Bull Bragantino', association: 'Red Bull Bragantino', short_name: 'RBB', city: '3507605' },
  { team: 'Fluminense', association: 'Fluminense Football Club', short_name: 'FLU', city: '3304557' },
  { team: 'Athletico-PR', association: 'Club Athletico Paranaense', short_name: 'CAP', city: '4106902' },
  { team: 'Internacional', association: 'Sport Club Internacional', short_name: 'INT', city: '4314902' },
  { team: 'Fortaleza', association: 'Fortaleza Esporte Clube', short_name: 'FOR', city: '2304400' },
  { team: 'São Paulo', association: 'São Paulo Futebol Clube', short_name: 'SAO', city: '3550308' },
  { team: 'Cuiabá', association: 'Cuiabá Esporte Clube', short_name: 'CUI', city: '5103403' },
  { team: 'Corinthians', association: 'Sport Club Corinthians Paulista', short_name: 'COR', city: '3550308' },
  { team: 'Cruzeiro', association: 'Cruzeiro Esporte Clube', short_name: 'CRU', city: '3106200' },
  { team: 'Vasco da Gama', association: 'Club de Regatas Vasco da Gama', short_name: 'VAS', city: '3304557' },
  { team: 'Bahia', association: 'Esporte Clube Bahia', short_name: 'BAH', city: '2927408' },
  { team: 'Santos', association: 'Santos Futebol Clube', short_name: 'SAN', city: '3548500' },
  { team: 'Goiás', association: 'Goiás Esporte Clube', short_name: 'GOI', city: '5208707' },
  { team: 'Coritiba', association: 'Coritiba Foot Ball Club', short_name: 'CFC', city: '4106902' },
  { team: 'América-MG', association: 'América Futebol Clube', short_name: 'AME', city: '3106200' },
];

/** A small upcoming state amateur championship: six clubs of São Paulo state, no fixtures yet. */
export const AMATEUR_CLUBS: readonly DemoClub[] = [
  { team: 'União Campineira', association: 'Esporte Clube União Campineira', short_name: 'UCA', city: '3509502' },
  { team: 'Atlético Sorocabano', association: 'Atlético Clube Sorocabano', short_name: 'ACS', city: '3552205' },
  { team: 'Vila Joseense', association: 'Associação Esportiva Vila Joseense', short_name: 'AVJ', city: '3549904' },
  { team: 'Ribeirão Futebol', association: 'Ribeirão Futebol Clube', short_name: 'RFC', city: '3543402' },
  { team: 'Guarulhos Amador', association: 'Grêmio Amador de Guarulhos', short_name: 'GAG', city: '3518800' },
  { team: 'Santista da Orla', association: 'Sociedade Esportiva Santista da Orla', short_name: 'SSO', city: '3548500' },
];

/**
 * Classification zones of the 2023 table (COMPETITIONS.md §1.1), simplified to ranges of positions:
 * in reality Fluminense (7th) went to the Libertadores as holder and São Paulo (11th) as Copa do
 * Brasil winner, so the Sul-Americana took 8th–10th and 12th–14th; a zone by position cannot say
 * "unless qualified otherwise", so the demo paints 7th–12th as Sul-Americana.
 */
export const SERIE_A_2023_ZONES = [
  { name: 'Libertadores', color: 'verde', from: 1, to: 4 },
  { name: 'Pré-Libertadores', color: 'ciano', from: 5, to: 6 },
  { name: 'Sul-Americana', color: 'azul', from: 7, to: 12 },
  { name: 'Rebaixamento', color: 'vermelho', from: 17, to: 20 },
] as const;

export interface DemoMatch {
  round: number;
  date: string;
  home: string;
  away: string;
  home_goals: number;
  away_goals: number;
  home_yellow: number;
  away_yellow: number;
  home_red: number;
  away_red: number;
}

const MATCHES_FILE = new URL('./data/brasileirao-2023-matches.csv', import.meta.url);

/** data/brasileirao-2023-matches.csv (sources: data/brasileirao-2023.SOURCE). */
export function loadSerieA2023(): DemoMatch[] {
  const { data } = Papa.parse<Record<string, string>>(readFileSync(MATCHES_FILE, 'utf8').trim(), { header: true, skipEmptyLines: true });
  return data.map((cell) => {
    const n = (key: string) => Number(cell[key]);
    return {
      round: n('round'), date: cell.date!, home: cell.home!, away: cell.away!, home_goals: n('home_goals'), away_goals: n('away_goals'),
      home_yellow: n('home_yellow'), away_yellow: n('away_yellow'), home_red: n('home_red'), away_red: n('away_red'),
    };
  });
}
