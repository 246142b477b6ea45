// The demo world: two tenants on one machine (localhost and outra.localhost) and one account per
// journey. Every demo password is DEMO_PASSWORD; every CPF has valid check digits.
import { MODULES, PERMISSIONS, type Module, type Permission } from '../../src/domain/access';
import { cpfFromBase } from '../../src/domain/cpf';

export const DEMO_PASSWORD = 'federa-demo';

export interface DemoTenant {
  code: string;
  name: string;
  hosts: string[];
  color: string;
  hiddenModules: Module[];
  isPublic: boolean;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  { code: 'demo', name: 'Federação Demo de Esportes', hosts: ['localhost', '127.0.0.1'], color: 'blue', hiddenModules: [], isPublic: true },
  { code: 'outra', name: 'Associação Outra', hosts: ['outra.localhost'], color: 'green', hiddenModules: ['meals', 'markets'], isPublic: false },
];

/** Every tenant enables every module; tenants differ by what they hide. */
export const DEMO_ENABLED_MODULES: readonly Module[] = MODULES;

/** Platform operations stay with masters; `my_*` are personal areas, not back-office. */
const PLATFORM_ONLY: ReadonlySet<Permission> = new Set(['migrations', 'seed', 'jobs', 'operations', 'releases', 'whatsapp']);

export const DEMO_ROLES: Readonly<Record<string, readonly Permission[]>> = {
  Administrador: PERMISSIONS.filter((p) => !PLATFORM_ONLY.has(p) && !p.startsWith('my_')),
  // The gate: checks people in at meals and at reserved spaces (the same scanner).
  'Equipe de portaria': ['meals', 'reservations'],
  // A referee answers their own appointments (owner writes) and opens their matches' súmulas
  // (competition-play.ts lets `my_referees` in); the whole scale is the staff's (`refereeschedules`).
  'Árbitro': ['my_referees'],
  'Gestor de entidade': ['my_associations', 'my_teams', 'my_users'],
  // A parent or legal guardian: the "Dependentes" menu (spec permission my_users; privacy-seed.ts).
  'Responsável': ['my_users'],
};

export interface DemoAccount {
  tenant: string;
  email: string;
  name: string;
  cpf: string;
  phone: string;
  /** What the account is for, as printed at start. */
  label: string;
  admin: boolean;
  master: boolean;
  role: keyof typeof DEMO_ROLES | null;
}

const account = (a: Omit<DemoAccount, 'cpf'> & { cpfBase: string }): DemoAccount => {
  const { cpfBase, ...rest } = a;
  return { ...rest, cpf: cpfFromBase(cpfBase) };
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({ tenant: 'demo', email: 'master@demo.test', name: 'Marta Mestre', cpfBase: '123456781', phone: '+5511990000001', label: 'master', admin: false, master: true, role: null }),
  account({ tenant: 'demo', email: 'admin@demo.test', name: 'Ana Administradora', cpfBase: '234567812', phone: '+5511990000002', label: 'admin (Administrador)', admin: true, master: false, role: 'Administrador' }),
  account({ tenant: 'demo', email: 'staff@demo.test', name: 'Sérgio Equipe', cpfBase: '345678123', phone: '+5511990000003', label: 'portaria: refeições e reservas (Equipe de portaria)', admin: false, master: false, role: 'Equipe de portaria' }),
  account({ tenant: 'demo', email: 'arbitro@demo.test', name: 'Rafael Árbitro', cpfBase: '456781234', phone: '+5511990000004', label: 'árbitro (Árbitro)', admin: false, master: false, role: 'Árbitro' }),
  account({ tenant: 'demo', email: 'atleta@demo.test', name: 'Lucas Atleta', cpfBase: '567812345', phone: '+5511990000005', label: 'atleta (sem permissões)', admin: false, master: false, role: null }),
  account({ tenant: 'demo', email: 'gestor@demo.test', name: 'Gabriela Gestora', cpfBase: '678123456', phone: '+5511990000006', label: 'gestor (Gestor de entidade)', admin: false, master: false, role: 'Gestor de entidade' }),
  account({ tenant: 'outra', email: 'master@outra.test', name: 'Otávio Mestre', cpfBase: '781234567', phone: '+5511990000007', label: 'master', admin: false, master: true, role: null }),
];
