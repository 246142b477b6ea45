// The demo catalogue, by hand: Brazil, its 5 national regions and 27 UFs (IBGE codes), sports,
// association categories, a few associations and teams. Municipalities come from
// data/municipalities.tsv (see catalog-seed.ts); athletes from athletes.ts.
import { cnpjFromBase } from '../../src/domain/cnpj';

export const BRAZIL = { name: 'Brasil', iso2: 'BR', iso3: 'BRA', ddi: '55' } as const;

/** National regions, keyed by the first digit of their UFs' IBGE codes. */
export const REGIONS: Readonly<Record<string, string>> = { '1': 'Norte', '2': 'Nordeste', '3': 'Sudeste', '4': 'Sul', '5': 'Centro-Oeste' };

export interface DemoState {
  ibge: string;
  uf: string;
  name: string;
  /** IBGE code of the capital. */
  capital: string;
}

export const STATES: readonly DemoState[] = [
  { ibge: '11', uf: 'RO', name: 'Rondônia', capital: '1100205' },
  { ibge: '12', uf: 'AC', name: 'Acre', capital: '1200401' },
  { ibge: '13', uf: 'AM', name: 'Amazonas', capital: '1302603' },
  { ibge: '14', uf: 'RR', name: 'Roraima', capital: '1400100' },
  { ibge: '15', uf: 'PA', name: 'Pará', capital: '1501402' },
  { ibge: '16', uf: 'AP', name: 'Amapá', capital: '1600303' },
  { ibge: '17', uf: 'TO', name: 'Tocantins', capital: '1721000' },
  { ibge: '21', uf: 'MA', name: 'Maranhão', capital: '2111300' },
  { ibge: '22', uf: 'PI', name: 'Piauí', capital: '2211001' },
  { ibge: '23', uf: 'CE', name: 'Ceará', capital: '2304400' },
  { ibge: '24', uf: 'RN', name: 'Rio Grande do Norte', capital: '2408102' },
  { ibge: '25', uf: 'PB', name: 'Paraíba', capital: '2507507' },
  { ibge: '26', uf: 'PE', name: 'Pernambuco', capital: '2611606' },
  { ibge: '27', uf: 'AL', name: 'Alagoas', capital: '2704302' },
  { ibge: '28', uf: 'SE', name: 'Sergipe', capital: '2800308' },
  { ibge: '29', uf: 'BA', name: 'Bahia', capital: '2927408' },
  { ibge: '31', uf: 'MG', name: 'Minas Gerais', capital: '3106200' },
  { ibge: '32', uf: 'ES', name: 'Espírito Santo', capital: '3205309' },
  { ibge: '33', uf: 'RJ', name: 'Rio de Janeiro', capital: '3304557' },
  { ibge: '35', uf: 'SP', name: 'São Paulo', capital: '3550308' },
  { ibge: '41', uf: 'PR', name: 'Paraná', capital: '4106902' },
  { ibge: '42', uf: 'SC', name: 'Santa Catarina', capital: '4205407' },
  { ibge: '43', uf: 'RS', name: 'Rio Grande do Sul', capital: '4314902' },
  { ibge: '50', uf: 'MS', name: 'Mato Grosso do Sul', capital: '5002704' },
  { ibge: '51', uf: 'MT', name: 'Mato Grosso', capital: '5103403' },
  { ibge: '52', uf: 'GO', name: 'Goiás', capital: '5208707' },
  { ibge: '53', uf: 'DF', name: 'Distrito Federal', capital: '5300108' },
];

export const SPORTS = [
  { code: 'FUT', name: 'Futebol', team_sport: true },
  { code: 'FTS', name: 'Futsal', team_sport: true },
  { code: 'VOL', name: 'Voleibol', team_sport: true },
  { code: 'VPR', name: 'Vôlei de praia', team_sport: true },
  { code: 'BAS', name: 'Basquetebol', team_sport: true },
  { code: 'HAN', name: 'Handebol', team_sport: true },
  { code: 'ATL', name: 'Atletismo', team_sport: false },
  { code: 'NAT', name: 'Natação', team_sport: false },
  { code: 'JUD', name: 'Judô', team_sport: false },
  { code: 'TMS', name: 'Tênis de mesa', team_sport: false },
  { code: 'XAD', name: 'Xadrez', team_sport: false },
] as const;

export const ASSOCIATION_TYPES = ['Clube', 'Liga', 'Escola'] as const;

export interface DemoAssociation {
  key: string;
  name: string;
  short_name: string;
  /** 12-character CNPJ base; the check digits are computed. */
  cnpjBase: string;
  type: (typeof ASSOCIATION_TYPES)[number];
  /** IBGE code of its city. */
  city: string;
  sports: readonly string[];
  email: string;
  phone: string;
}

export const ASSOCIATIONS: readonly DemoAssociation[] = [
  { key: 'SEP', name: 'Sociedade Esportiva Paulistana', short_name: 'SEP', cnpjBase: '112223330001', type: 'Clube', city: '3550308', sports: ['FUT', 'VOL', 'ATL'], email: 'contato@sep.demo.test', phone: '1133330001' },
  { key: 'CRC', name: 'Clube de Regatas Carioca', short_name: 'CRC', cnpjBase: '223334440001', type: 'Clube', city: '3304557', sports: ['NAT', 'VOL', 'FUT'], email: 'contato@crc.demo.test', phone: '2133330002' },
  { key: 'LMF', name: 'Liga Mineira de Futsal', short_name: 'LMF', cnpjBase: '334445550001', type: 'Liga', city: '3106200', sports: ['FTS'], email: 'liga@lmf.demo.test', phone: '3133330003' },
  { key: 'EEC', name: 'Escola Esportiva de Curitiba', short_name: 'EEC', cnpjBase: '445556660001', type: 'Escola', city: '4106902', sports: ['ATL', 'HAN', 'BAS'], email: 'secretaria@eec.demo.test', phone: '4133330004' },
  { key: 'AAG', name: 'Associação Atlética Gaúcha', short_name: 'AAG', cnpjBase: '556667770001', type: 'Clube', city: '4314902', sports: ['JUD', 'TMS', 'XAD'], email: 'contato@aag.demo.test', phone: '5133330005' },
  // An alphanumeric CNPJ (issued since July 2026): the schema accepts both kinds.
  { key: 'LBB', name: 'Liga Baiana de Basquete', short_name: 'LBB', cnpjBase: '12ABC3450001', type: 'Liga', city: '2927408', sports: ['BAS', 'VPR'], email: 'liga@lbb.demo.test', phone: '7133330006' },
];

export const associationCnpj = (a: DemoAssociation): string => cnpjFromBase(a.cnpjBase);

export const TEAMS = [
  { name: 'SEP Futebol Sub-17', association: 'SEP', sport: 'FUT', category: 'Sub-17', gender: 'masculino' },
  { name: 'SEP Vôlei Adulto', association: 'SEP', sport: 'VOL', category: 'Adulto', gender: 'feminino' },
  { name: 'CRC Vôlei Sub-20', association: 'CRC', sport: 'VOL', category: 'Sub-20', gender: 'masculino' },
  { name: 'CRC Futebol Feminino', association: 'CRC', sport: 'FUT', category: 'Adulto', gender: 'feminino' },
  { name: 'LMF Seleção Futsal', association: 'LMF', sport: 'FTS', category: 'Adulto', gender: 'masculino' },
  { name: 'EEC Handebol Sub-15', association: 'EEC', sport: 'HAN', category: 'Sub-15', gender: 'misto' },
  { name: 'EEC Basquete Sub-17', association: 'EEC', sport: 'BAS', category: 'Sub-17', gender: 'feminino' },
  { name: 'LBB Basquete Master', association: 'LBB', sport: 'BAS', category: 'Master', gender: 'masculino' },
] as const;

/** Demo accounts of people in sport who get their own profile (back-office accounts have none). */
export const PROFILED_ACCOUNTS: readonly string[] = ['atleta@demo.test', 'arbitro@demo.test', 'gestor@demo.test'];

/** Generated athletes per tenant (the PROFILED_ACCOUNTS get a profile each on top). */
export const ATHLETES_PER_TENANT = 300;
