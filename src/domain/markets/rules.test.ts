import { describe, expect, it } from 'vitest';
import { MARKET_PRESETS, rulesOf, type MarketRules } from './presets';
import { decisionRefusals, insideWindow, releaseRefusal, requestRefusals, windowOfDays, type ReleaseFacts, type RequestFacts } from './rules';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const D = '00000000-0000-4000-8000-00000000000d';
const january = windowOfDays('2027-01-01', '2027-01-31');
const july = windowOfDays('2027-07-01', '2027-07-31');

const request = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  receivedAt: '2027-01-15T15:00:00Z', madeAt: null, windows: [january, july], season: '2027',
  fromAssociationId: A, toAssociationId: B, lastTransferAt: null, interstate: false, clubException: false,
  clubsThisSeason: [A], openRequests: 0, suspensions: [], ...over,
});
const release = (over: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  at: '2027-01-20T15:00:00Z', minor: false, athleteConsentAt: '2027-01-15T15:00:00Z', guardianConsentAt: null,
  hasReleasingClub: true, clubAnswer: 'concedida', clubAnsweredAt: '2027-01-16T15:00:00Z', finePaid: false,
  arrearsSince: null, arrearsNoticeOn: null, ...over,
});
const rules = (facts: RequestFacts, preset: MarketRules = MARKET_PRESETS.cbca) => requestRefusals(preset, facts).map((r) => r.rule);

describe('windows, in Brasília time, by the clock that judges', () => {
  it('opens at 00:00 of the first day and closes at 00:00 after the last (America/Sao_Paulo)', () => {
    expect(insideWindow(january, '2027-01-01T03:00:00Z')).toBe(true); // 01/01 00:00 in Brasília
    expect(insideWindow(january, '2027-01-01T02:59:59Z')).toBe(false); // 31/12 23:59:59
    expect(insideWindow(january, '2027-02-01T02:59:59Z')).toBe(true); // 31/01 23:59:59
    expect(insideWindow(january, '2027-02-01T03:00:00Z')).toBe(false); // 01/02 00:00
  });

  it('made offline at 23:50 on the last day, received at 00:00:05 the next: refused, both times shown', () => {
    const [refusal] = requestRefusals(MARKET_PRESETS.cbfm, request({ madeAt: '2027-02-01T02:50:00Z', receivedAt: '2027-02-01T03:00:05Z' }));
    expect(refusal).toEqual({
      rule: 'window', liftsOn: '2027-07-01',
      message: 'Janela de transferências fechada: o pedido foi feito em 31/01/2027, 23:50:00 e recebido em 01/02/2027, 00:00:05 (horário de Brasília), fora de toda janela do mercado; a próxima janela abre em 01/07/2027.',
    });
  });

  it('received inside the window: accepted whatever the device says', () => {
    expect(rules(request({ madeAt: '2026-12-01T12:00:00Z', receivedAt: '2027-01-31T12:00:00Z' }))).toEqual([]);
  });

  it('no later window: says so', () => {
    expect(requestRefusals(MARKET_PRESETS.cbfm, request({ receivedAt: '2027-08-10T12:00:00Z' }))[0]!.message).toContain('este mercado não tem outra janela');
  });

  it('FIFA-like: markets of amateur-only competitions are exempt', () => {
    expect(rules(request({ receivedAt: '2027-03-10T12:00:00Z', amateurOnly: true }), MARKET_PRESETS.fifa_like)).toEqual([]);
    expect(rules(request({ receivedAt: '2027-03-10T12:00:00Z' }), MARKET_PRESETS.fifa_like)).toEqual(['window']);
  });
});

describe('CBCa: one transfer per 12 months', () => {
  it('refuses until the anniversary, naming the day it lifts', () => {
    const [refusal] = requestRefusals(MARKET_PRESETS.cbca, request({ lastTransferAt: '2026-03-14T15:00:00Z', receivedAt: '2027-01-15T15:00:00Z' }));
    expect(refusal).toEqual({ rule: 'months_between', liftsOn: '2027-03-14', message: '1 transferência a cada 12 meses: possível a partir de 14/03/2027.' });
  });

  it('the last transfer is dated in Brasília: 14/03 at 22:00 there is 15/03 in UTC', () => {
    expect(requestRefusals(MARKET_PRESETS.cbca, request({ lastTransferAt: '2026-03-15T01:00:00Z' }))[0]!.liftsOn).toBe('2027-03-14');
  });

  it('lifts on the day itself', () => {
    const windows = [windowOfDays('2027-03-01', '2027-03-31')];
    expect(rules(request({ windows, lastTransferAt: '2026-03-14T15:00:00Z', receivedAt: '2027-03-14T03:00:00Z' }))).toEqual([]);
    expect(rules(request({ windows, lastTransferAt: '2026-03-14T15:00:00Z', receivedAt: '2027-03-14T02:59:00Z' }))).toEqual(['months_between']);
  });
});

describe('CBCa: consent, wait or fine; arrears', () => {
  const cbca = MARKET_PRESETS.cbca;
  it('with the club\'s consent the athlete goes', () => {
    expect(releaseRefusal(cbca, release())).toBeNull();
  });

  it('the club has not answered: says what replaces its consent', () => {
    expect(releaseRefusal(cbca, release({ clubAnswer: 'pendente', clubAnsweredAt: null }))!.message)
      .toBe('Falta a liberação do clube de origem (sem ela: 6 meses de espera após a recusa ou com a multa rescisória paga).');
  });

  it('refused: 6 months from the refusal, with the day', () => {
    const r = releaseRefusal(cbca, release({ clubAnswer: 'negada', clubAnsweredAt: '2026-12-10T15:00:00Z', at: '2027-01-20T15:00:00Z' }));
    expect(r).toEqual({ rule: 'release', liftsOn: '2027-06-10', message: 'Sem a liberação do clube de origem: 6 meses de espera após a recusa, possível a partir de 10/06/2027 ou com a multa rescisória paga.' });
    expect(releaseRefusal(cbca, release({ clubAnswer: 'negada', clubAnsweredAt: '2026-12-10T15:00:00Z', at: '2027-06-10T15:00:00Z' }))).toBeNull();
  });

  it('refused, but the fine is paid: free at once', () => {
    expect(releaseRefusal(cbca, release({ clubAnswer: 'negada', clubAnsweredAt: '2027-01-19T15:00:00Z', finePaid: true }))).toBeNull();
  });

  it('a club more than 30 days in arrears frees the athlete 15 days after notice', () => {
    const arrears = { clubAnswer: 'negada' as const, clubAnsweredAt: '2027-01-19T15:00:00Z', arrearsSince: '2026-11-01', arrearsNoticeOn: '2027-01-05' };
    expect(releaseRefusal(cbca, release({ ...arrears, at: '2027-01-19T15:00:00Z' }))).toEqual({
      rule: 'release', liftsOn: '2027-01-20',
      message: 'Clube de origem em atraso há mais de 30 dias: atleta liberado 15 dias após a notificação, possível a partir de 20/01/2027.',
    });
    expect(releaseRefusal(cbca, release({ ...arrears, at: '2027-01-20T15:00:00Z' }))).toBeNull();
  });

  it('30 days or fewer in arrears is not enough: the ordinary rule applies', () => {
    const r = releaseRefusal(cbca, release({ clubAnswer: 'negada', clubAnsweredAt: '2027-01-19T15:00:00Z', arrearsSince: '2026-12-06', arrearsNoticeOn: '2027-01-05', at: '2027-02-10T15:00:00Z' }));
    expect(r!.liftsOn).toBe('2027-07-19');
  });

  it('presets without the alternative: the club\'s refusal stands', () => {
    expect(releaseRefusal(MARKET_PRESETS.cbfm, release({ clubAnswer: 'negada', finePaid: true }))!.message).toBe('O clube de origem negou a liberação, exigida por este mercado.');
  });

  it('a first registration has no releasing club', () => {
    expect(releaseRefusal(MARKET_PRESETS.cbfm, release({ hasReleasingClub: false, clubAnswer: 'pendente' }))).toBeNull();
  });
});

describe('consents', () => {
  it('an adult consents personally', () => {
    expect(decisionRefusals(MARKET_PRESETS.cbca, request(), release({ athleteConsentAt: null })).map((r) => r.message)).toEqual(['Falta o consentimento do atleta.']);
  });

  it('a minor needs the guardian\'s consent, the minor\'s own is not enough', () => {
    const refusals = decisionRefusals(MARKET_PRESETS.cbca, request(), release({ minor: true }));
    expect(refusals).toEqual([{ rule: 'guardian_consent', liftsOn: null, message: 'Atleta menor de 18 anos: falta o consentimento do responsável.' }]);
    expect(decisionRefusals(MARKET_PRESETS.cbca, request(), release({ minor: true, guardianConsentAt: '2027-01-15T15:00:00Z' }))).toEqual([]);
  });

  it('the decision does not judge the window again: the request did', () => {
    expect(decisionRefusals(MARKET_PRESETS.cbca, request(), release({ at: '2027-03-10T15:00:00Z' }))).toEqual([]);
  });
});

describe('suspension', () => {
  it('by days: refused until the day after it ends', () => {
    const [r] = requestRefusals(MARKET_PRESETS.cbfm, request({ suspensions: [{ label: 'Suspensão por prazo', until: '2027-01-20' }] }));
    expect(r).toEqual({ rule: 'suspension', liftsOn: '2027-01-21', message: 'Atleta suspenso não se transfere (Suspensão por prazo): possível a partir de 21/01/2027.' });
    expect(rules(request({ suspensions: [{ label: 'Suspensão por prazo', until: '2027-01-14' }] }))).toEqual([]);
  });

  it('by matches: no date, until served', () => {
    expect(requestRefusals(MARKET_PRESETS.cbca, request({ suspensions: [{ label: 'Suspensão por partidas', until: null, matches: 2 }] }))[0]!.message)
      .toBe('Atleta suspenso não se transfere (Suspensão por partidas por 2 partidas): possível depois de cumprida a suspensão.');
  });
});

describe('CBFM: interstate moves', () => {
  const cbfm = MARKET_PRESETS.cbfm;
  it('one year after the last transfer, with the day', () => {
    const [r] = requestRefusals(cbfm, request({ interstate: true, lastTransferAt: '2026-07-10T15:00:00Z' }));
    expect(r).toEqual({ rule: 'interstate', liftsOn: '2027-07-10', message: 'Transferência para outro estado só 12 meses após a última (exceto clube novo ou extinto): possível a partir de 10/07/2027.' });
  });

  it('within the state, or from a new or extinct club: no wait', () => {
    expect(rules(request({ lastTransferAt: '2026-07-10T15:00:00Z' }), cbfm)).toEqual([]);
    expect(rules(request({ interstate: true, clubException: true, lastTransferAt: '2026-07-10T15:00:00Z' }), cbfm)).toEqual([]);
  });
});

describe('FIFA-like: at most 3 clubs a season, one at a time', () => {
  const fifa = MARKET_PRESETS.fifa_like;
  it('a fourth club in the season is refused until the next season', () => {
    const [r] = requestRefusals(fifa, request({ clubsThisSeason: [A, B, C], fromAssociationId: C, toAssociationId: D }));
    expect(r).toEqual({ rule: 'clubs_per_season', liftsOn: '2028-01-01', message: 'No máximo 3 clubes por temporada (2027): possível a partir de 01/01/2028.' });
  });

  it('back to a club of the season does not count twice', () => {
    expect(rules(request({ clubsThisSeason: [A, B, C], fromAssociationId: C, toAssociationId: A }), fifa)).toEqual([]);
  });

  it('another request still open refuses', () => {
    expect(rules(request({ openRequests: 1 }), fifa)).toEqual(['one_at_a_time']);
  });
});

describe('presets', () => {
  it('an unknown preset reads as the FIFA-like one', () => {
    expect(rulesOf('xyz')).toBe(MARKET_PRESETS.fifa_like);
    expect(rulesOf('cbca')).toBe(MARKET_PRESETS.cbca);
  });

  it('the same entity is not a transfer', () => {
    expect(rules(request({ toAssociationId: A }))).toEqual(['same_entity']);
  });
});
