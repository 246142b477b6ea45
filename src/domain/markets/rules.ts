// The transfer rules, pure: facts in, refusals out. Every refusal names the rule and, when it can
// be known, the day it lifts ("1 transferência a cada 12 meses: possível a partir de 14/03/2027").
// No clock here: the caller passes the instant that judges (the server's, for a request), so the
// device's preview, the server and the tests agree. What each side knows: docs/markets.md.
import { brasiliaDay, brDateTimeSeconds, isoDayToBr } from '../dates';
import { addMonths } from '../documents/expiry';
import type { MarketRules } from './presets';

export interface Refusal {
  /** The rule's key, stable for tests and screens. */
  rule: 'window' | 'same_entity' | 'months_between' | 'interstate' | 'clubs_per_season' | 'one_at_a_time' | 'suspension'
    | 'athlete_consent' | 'guardian_consent' | 'release';
  message: string;
  /** The Brasília day (AAAA-MM-DD) from which the rule no longer refuses; null when no date can be known. */
  liftsOn: string | null;
}

export interface Window {
  starts_at: string;
  ends_at: string;
}

/** A suspension in force (punishments): until the day it ends, or for a number of matches. */
export interface Suspension {
  label: string;
  /** Last day of a suspension by days; null for one by matches (it ends when they are served). */
  until: string | null;
  matches?: number | null;
}

export interface RequestFacts {
  /** The instant that judges: the server's clock when the request is received. */
  receivedAt: string;
  /** When the device says it was made (the mutation's `at`): shown, never judged. */
  madeAt?: string | null;
  windows: readonly Window[];
  amateurOnly?: boolean;
  /** The market's season (a year, e.g. "2027"). */
  season: string;
  fromAssociationId: string | null;
  toAssociationId: string;
  /** When the athlete's last effective transfer took effect (the latest commit), if any. */
  lastTransferAt: string | null;
  /** The move crosses a state line (the entities' cities are in different states). */
  interstate: boolean;
  /** The releasing club is new or extinct (CBFM's exception to the interstate rule). */
  clubException: boolean;
  /** Entities the athlete was registered with this season (commits of the season, both ends, and the current one). */
  clubsThisSeason: readonly string[];
  /** Other requests of the athlete still open. */
  openRequests: number;
  suspensions: readonly Suspension[];
}

const DAY_MS = 86_400_000;
const dayOf = (instant: string): string => brasiliaDay(new Date(instant));
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lifts = (day: string): string => `possível a partir de ${isoDayToBr(day)}`;

/**
 * Brasília instants of a window given by its first and last days (inclusive): from 00:00 of the
 * first day to 00:00 of the day after the last (exclusive). Brasília has had no DST since 2019.
 */
export function windowOfDays(firstDay: string, lastDay: string): Window {
  return { starts_at: `${firstDay}T00:00:00.000-03:00`, ends_at: `${addDays(lastDay, 1)}T00:00:00.000-03:00` };
}

/** Whether an instant falls inside a window: from `starts_at` (included) to `ends_at` (excluded). */
export const insideWindow = (w: Window, at: string): boolean => {
  const t = Date.parse(at);
  return Date.parse(w.starts_at) <= t && t < Date.parse(w.ends_at);
};

/** The refusal of a request received outside every window, showing when it was made and received. */
function windowRefusal(facts: RequestFacts): Refusal {
  const received = Date.parse(facts.receivedAt);
  const next = facts.windows.filter((w) => Date.parse(w.starts_at) > received).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
  const made = facts.madeAt ? `feito em ${brDateTimeSeconds(new Date(facts.madeAt))} e ` : '';
  const when = `${made}recebido em ${brDateTimeSeconds(new Date(facts.receivedAt))} (horário de Brasília)`;
  const liftsOn = next ? dayOf(next.starts_at) : null;
  const after = liftsOn ? `; a próxima janela abre em ${isoDayToBr(liftsOn)}` : '; este mercado não tem outra janela';
  return { rule: 'window', liftsOn, message: `Janela de transferências fechada: o pedido foi ${when}, fora de toda janela do mercado${after}.` };
}

/** A season given as a year starts on 1 January; another text has no known end. */
const nextSeasonStart = (season: string): string | null => (/^\d{4}$/.test(season) ? `${Number(season) + 1}-01-01` : null);

/**
 * What refuses a request when it is received (windows, intervals, season count, suspension).
 * The federation's decision runs the same checks without the window (decisionRefusals).
 */
export function requestRefusals(rules: MarketRules, facts: RequestFacts, options: { windows?: boolean } = {}): Refusal[] {
  const out: Refusal[] = [];
  const today = dayOf(facts.receivedAt);
  const windowed = rules.windows && !(rules.amateurExempt && facts.amateurOnly);
  if ((options.windows ?? true) && windowed && !facts.windows.some((w) => insideWindow(w, facts.receivedAt))) out.push(windowRefusal(facts));
  if (facts.fromAssociationId === facts.toAssociationId) {
    out.push({ rule: 'same_entity', liftsOn: null, message: 'O atleta já está registrado nesta entidade.' });
  }
  if (rules.monthsBetweenTransfers && facts.lastTransferAt) {
    const from = addMonths(dayOf(facts.lastTransferAt), rules.monthsBetweenTransfers);
    if (today < from) {
      const n = rules.monthsBetweenTransfers;
      out.push({ rule: 'months_between', liftsOn: from, message: `1 transferência a cada ${n} meses: ${lifts(from)}.` });
    }
  }
  if (rules.interstateMonths && facts.interstate && !facts.clubException && facts.lastTransferAt) {
    const from = addMonths(dayOf(facts.lastTransferAt), rules.interstateMonths);
    if (today < from) {
      out.push({ rule: 'interstate', liftsOn: from, message: `Transferência para outro estado só ${rules.interstateMonths} meses após a última (exceto clube novo ou extinto): ${lifts(from)}.` });
    }
  }
  if (rules.clubsPerSeason) {
    const clubs = new Set([...facts.clubsThisSeason, facts.toAssociationId]);
    if (clubs.size > rules.clubsPerSeason) {
      const from = nextSeasonStart(facts.season);
      const tail = from ? lifts(from) : 'possível na próxima temporada';
      out.push({ rule: 'clubs_per_season', liftsOn: from, message: `No máximo ${rules.clubsPerSeason} clubes por temporada (${facts.season}): ${tail}.` });
    }
  }
  if (rules.oneAtATime && facts.openRequests > 0) {
    out.push({ rule: 'one_at_a_time', liftsOn: null, message: 'Uma transferência por vez: já há um pedido em andamento para este atleta; possível quando ele for decidido.' });
  }
  if (rules.suspensionBlocks) out.push(...suspensionRefusals(facts.suspensions, today));
  return out;
}

function suspensionRefusals(suspensions: readonly Suspension[], today: string): Refusal[] {
  const out: Refusal[] = [];
  for (const s of suspensions) {
    if (s.until !== null) {
      if (s.until < today) continue;
      const from = addDays(s.until, 1);
      out.push({ rule: 'suspension', liftsOn: from, message: `Atleta suspenso não se transfere (${s.label}): ${lifts(from)}.` });
    } else {
      const n = s.matches ? ` por ${s.matches} partida${s.matches === 1 ? '' : 's'}` : '';
      out.push({ rule: 'suspension', liftsOn: null, message: `Atleta suspenso não se transfere (${s.label}${n}): possível depois de cumprida a suspensão.` });
    }
  }
  return out;
}

/** The releasing club's answer and what can replace it. */
export interface ReleaseFacts {
  /** The instant that judges (the server's clock at the decision). */
  at: string;
  minor: boolean;
  athleteConsentAt: string | null;
  guardianConsentAt: string | null;
  /** Whether there is a releasing club at all (a first registration has none). */
  hasReleasingClub: boolean;
  clubAnswer: 'pendente' | 'concedida' | 'negada';
  /** When the club refused (starts the wait). */
  clubAnsweredAt: string | null;
  finePaid: boolean;
  /** Since when the club has been in arrears with the athlete, and when the athlete notified it. */
  arrearsSince: string | null;
  arrearsNoticeOn: string | null;
}

/** Consents: an adult's own, or a minor's guardian's (the guardians of the personal area). */
function consentRefusals(facts: ReleaseFacts): Refusal[] {
  if (facts.minor && !facts.guardianConsentAt) {
    return [{ rule: 'guardian_consent', liftsOn: null, message: 'Atleta menor de 18 anos: falta o consentimento do responsável.' }];
  }
  if (!facts.minor && !facts.athleteConsentAt) return [{ rule: 'athlete_consent', liftsOn: null, message: 'Falta o consentimento do atleta.' }];
  return [];
}

/**
 * The releasing club: its consent, or (where the rules allow) the wait after its refusal, the fine
 * paid, or its arrears with the athlete. Null when the athlete is free to go.
 */
export function releaseRefusal(rules: MarketRules, facts: ReleaseFacts): Refusal | null {
  if (!facts.hasReleasingClub || facts.clubAnswer === 'concedida') return null;
  const today = dayOf(facts.at);
  if (rules.arrears && facts.arrearsSince && facts.arrearsNoticeOn) {
    const overdue = (Date.parse(`${facts.arrearsNoticeOn}T00:00:00Z`) - Date.parse(`${facts.arrearsSince.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
    if (overdue > rules.arrears.overdueDays) {
      const free = addDays(facts.arrearsNoticeOn, rules.arrears.afterNoticeDays);
      if (today >= free) return null;
      return {
        rule: 'release', liftsOn: free,
        message: `Clube de origem em atraso há mais de ${rules.arrears.overdueDays} dias: atleta liberado ${rules.arrears.afterNoticeDays} dias após a notificação, ${lifts(free)}.`,
      };
    }
  }
  const alt = rules.withoutConsent;
  if (!alt) {
    return facts.clubAnswer === 'negada'
      ? { rule: 'release', liftsOn: null, message: 'O clube de origem negou a liberação, exigida por este mercado.' }
      : { rule: 'release', liftsOn: null, message: 'Falta a liberação do clube de origem.' };
  }
  if (alt.fine && facts.finePaid) return null;
  const fine = alt.fine ? ' ou com a multa rescisória paga' : '';
  if (facts.clubAnswer === 'pendente' || !facts.clubAnsweredAt) {
    return { rule: 'release', liftsOn: null, message: `Falta a liberação do clube de origem (sem ela: ${alt.waitMonths} meses de espera após a recusa${fine}).` };
  }
  const free = addMonths(dayOf(facts.clubAnsweredAt), alt.waitMonths);
  if (today >= free) return null;
  return { rule: 'release', liftsOn: free, message: `Sem a liberação do clube de origem: ${alt.waitMonths} meses de espera após a recusa, ${lifts(free)}${fine}.` };
}

/** Everything the federation's approval needs: the request's rules again (no window), consents, the release. */
export function decisionRefusals(rules: MarketRules, request: RequestFacts, release: ReleaseFacts): Refusal[] {
  const out = requestRefusals(rules, { ...request, receivedAt: release.at }, { windows: false });
  out.push(...consentRefusals(release));
  const r = releaseRefusal(rules, release);
  if (r) out.push(r);
  return out;
}
