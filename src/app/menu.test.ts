import { describe, expect, it } from 'vitest';
import { isModule, isPermission } from '../domain/access';
import { APPROVAL_QUEUES } from '../domain/approvals/queues';
import type { UserInfo } from '../domain/api';
import { MAIN_MENU } from './menu';
import { visibleMenu, type MenuContext } from './menu-access';

const allEntries = MAIN_MENU.flatMap((g) => g.entries);
// Approval queues the spec's menu (§2.11) does not list, added so their pending counts show.
const OUR_QUEUE_ENTRIES = ['approval.social-names', 'approval.identities', 'approval.deletions'];
/** Entries of ours the spec's menu does not list: a belt exam's examiner and certificates, the federation's exams. */
const OUR_ENTRIES = [...OUR_QUEUE_ENTRIES, 'my.register-exams', 'my.graduation-certificates', 'registers.exams', 'my.transfers', 'public.markets'];
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 'u', name: 'Ana', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false,
  super: false, verifyed_at: null, permissions_names: [], ...over,
});
const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  loggedIn: true, user: user(), availableModules: [], routePaths: new Set(), ...over,
});
const features = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.entries.map((e) => e.feature));

describe('menu data', () => {
  it('has the seventeen groups of spec §2.11 in order', () => {
    expect(MAIN_MENU.map((g) => g.title.message)).toEqual([
      'Minha conta', 'Acesso público', 'Cadastros', 'Documentação e aprovação', 'Competições', 'Arbitragem',
      'Registros', 'Faturamento', 'Logística', 'Programas de apoio', 'Educação', 'Portal', 'Estrutura',
      'Localização', 'Relatórios gerais', 'Resumo de atividades', 'Ferramentas de administração',
    ]);
  });

  it('names only valid permissions and modules', () => {
    for (const entry of allEntries) {
      if (entry.permission !== undefined) expect(isPermission(entry.permission), `${entry.feature}: ${entry.permission}`).toBe(true);
      if (entry.module !== undefined) expect(isModule(entry.module), `${entry.feature}: ${entry.module}`).toBe(true);
    }
  });

  it('has unique feature identifiers, titles and absolute paths', () => {
    const ids = allEntries.map((e) => e.feature);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of allEntries) {
      expect(entry.title.message?.length, entry.feature).toBeGreaterThan(0);
      if (entry.path !== undefined) expect(entry.path, entry.feature).toMatch(/^\/[a-z0-9_/-]+$/);
    }
  });

  it('covers the spec entry counts per group (besides our entries without a spec entry)', () => {
    const spec = (g: (typeof MAIN_MENU)[number]) => g.entries.filter((e) => !OUR_ENTRIES.includes(e.feature));
    expect(MAIN_MENU.map((g) => spec(g).length)).toEqual([24, 9, 2, 9, 14, 4, 7, 3, 1, 2, 5, 12, 5, 8, 3, 3, 18]);
  });

  it('has an entry for every approval queue of the federation, so each one\'s pending count shows', () => {
    const paths = new Set(allEntries.map((e) => e.path));
    for (const path of Object.keys(APPROVAL_QUEUES).filter((p) => !p.startsWith('/my/'))) expect(paths, path).toContain(path);
  });
});

describe('visibleMenu', () => {
  it('shows visitors only the open public entries', () => {
    const groups = visibleMenu(MAIN_MENU, ctx({ loggedIn: false, user: null, availableModules: ['competitions', 'schools', 'sponsorships', 'incentives', 'reservations', 'registers'] }));
    expect(groups.map((g) => g.id)).toEqual(['public']);
    expect(features(groups)).not.toContain('public.people-search');
    expect(features(groups)).toContain('public.competitions');
  });

  it('filters by permission', () => {
    const withMeals = features(visibleMenu(MAIN_MENU, ctx({ user: user({ permissions_names: ['meals'] }), availableModules: ['meals'] })));
    const without = features(visibleMenu(MAIN_MENU, ctx({ availableModules: ['meals'] })));
    expect(withMeals).toContain('logistics.meals');
    expect(without).not.toContain('logistics.meals');
    expect(without).toContain('my.profile');
  });

  it('filters by module, even for a master', () => {
    const master = user({ master: true });
    const on = features(visibleMenu(MAIN_MENU, ctx({ user: master, availableModules: ['meals', 'markets'] })));
    const off = features(visibleMenu(MAIN_MENU, ctx({ user: master, availableModules: [] })));
    expect(on).toEqual(expect.arrayContaining(['logistics.meals', 'competitions.markets', 'admin.seed']));
    expect(off).not.toContain('logistics.meals');
    expect(off).not.toContain('competitions.markets');
    expect(off).toContain('admin.seed');
  });

  it('admin-only entries need admin or master', () => {
    const staff = features(visibleMenu(MAIN_MENU, ctx({ user: user({ permissions_names: ['admins'] }) })));
    const admin = features(visibleMenu(MAIN_MENU, ctx({ user: user({ admin: true, permissions_names: ['admins'] }) })));
    expect(staff).not.toContain('admin.administrators');
    expect(admin).toContain('admin.administrators');
  });

  it('drops empty groups and enables only entries whose route exists', () => {
    const groups = visibleMenu(MAIN_MENU, ctx({ user: user({ permissions_names: ['meals'] }), availableModules: ['meals'], routePaths: new Set(['/meals']) }));
    expect(groups.map((g) => g.id)).toEqual(['my', 'public', 'logistics']);
    const meals = groups.find((g) => g.id === 'logistics')!.entries[0]!;
    expect(meals.enabled).toBe(true);
    const profile = groups.find((g) => g.id === 'my')!.entries.find((e) => e.feature === 'my.profile')!;
    expect(profile.enabled).toBe(false);
    const history = groups.find((g) => g.id === 'my')!.entries.find((e) => e.feature === 'my.sports-history')!;
    expect(history.enabled).toBe(false);
  });
});
