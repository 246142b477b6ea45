// A tenant ("client" in the spec) as the server works with it, read from one `tenants` row. Settings
// stored as jsonb are read over defaults, key by key and type by type, so a partial or older
// document can never hand the client a field of the wrong type.
import type { ClientLogos, RegisterAssociationsSettings, RegisterSettings, SupportFlags } from '../../src/domain/api';

export interface TenantFlags {
  ids_user: boolean;
  bills_select_debts: boolean;
  wa: boolean;
  erp: boolean;
  gateway: boolean;
}

export interface Tenant {
  id: string;
  code: string;
  name: string;
  logos: ClientLogos;
  color: string;
  enabledModules: string[];
  hiddenModules: string[];
  isPublic: boolean;
  ai: boolean;
  t9n: boolean;
  debt: boolean;
  identifier: string;
  flags: TenantFlags;
  register: RegisterSettings;
  registerAssociations: RegisterAssociationsSettings;
  support: SupportFlags;
}

/** Spec §5 and §9: person registration keyed by CPF, required, checked, tolerance 5. */
export const DEFAULT_REGISTER: RegisterSettings = {
  open: true,
  key: 'cpf',
  cpf_required: true,
  check: true,
  tolerance: 5,
  mandatory_fields: [],
  strict_address: false,
};

/** Spec §5: entity registration keyed by CNPJ, checked, tolerance 5. */
export const DEFAULT_REGISTER_ASSOCIATIONS: RegisterAssociationsSettings = { open: true, cnpj_check: true, tolerance: 5 };

/** No support chat unless a tenant turns it on (it would be a third-party widget). */
export const DEFAULT_SUPPORT: SupportFlags = { admin: false, user: false, public: false };

export const TENANT_COLUMNS = `t.id, t.code, t.name, t.logos, t.color, t.enabled_modules, t.hidden_modules, t.is_public,
  t.ai, t.t9n, t.debt, t.identifier, t.ids_user, t.bills_select_debts, t.wa, t.erp, t.gateway,
  t.register_settings, t.register_associations_settings, t.support`;

export interface TenantRow {
  id: string;
  code: string;
  name: string;
  logos: unknown;
  color: string;
  enabled_modules: string[];
  hidden_modules: string[];
  is_public: boolean;
  ai: boolean;
  t9n: boolean;
  debt: boolean;
  identifier: string;
  ids_user: boolean;
  bills_select_debts: boolean;
  wa: boolean;
  erp: boolean;
  gateway: boolean;
  register_settings: unknown;
  register_associations_settings: unknown;
  support: unknown;
}

/** Overlays the keys of `stored` whose type matches the default's (arrays: arrays of strings). */
export function withDefaults<T extends object>(defaults: T, stored: unknown): T {
  const result = { ...defaults };
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return result;
  const source = stored as Record<string, unknown>;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const fallback = defaults[key];
    const value = source[key];
    const fits = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === typeof fallback && value !== null;
    if (fits) result[key] = value as T[typeof key];
  }
  return result;
}

export function tenantFromRow(row: TenantRow): Tenant {
  const register = withDefaults(DEFAULT_REGISTER, row.register_settings);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logos: withDefaults({ light: '', dark: '' }, row.logos),
    color: row.color,
    enabledModules: row.enabled_modules,
    hiddenModules: row.hidden_modules,
    isPublic: row.is_public,
    ai: row.ai,
    t9n: row.t9n,
    debt: row.debt,
    identifier: row.identifier,
    flags: { ids_user: row.ids_user, bills_select_debts: row.bills_select_debts, wa: row.wa, erp: row.erp, gateway: row.gateway },
    register: { ...register, key: 'cpf' }, // the only key type the product knows
    registerAssociations: withDefaults(DEFAULT_REGISTER_ASSOCIATIONS, row.register_associations_settings),
    support: withDefaults(DEFAULT_SUPPORT, row.support),
  };
}
