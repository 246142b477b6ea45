// The transfer rules of each confederation, as data: a market names its preset and the rules
// (rules.ts) read only these numbers, so a new confederation is a new entry, not new code.
// Sources: CBCa (canoagem) transfer regulation, CBFM (futebol de mesa) registration rules, and a
// generic FIFA-like preset (RSTP art. 5-6: windows, at most 3 clubs a season, one at a time).

export interface MarketRules {
  label: string;
  /** Requests are received only inside a window of the market (judged by the server's clock). */
  windows: boolean;
  /** Markets of amateur-only competitions take requests at any time (FIFA-like). */
  amateurExempt?: boolean;
  /** Months between two effective transfers of the same athlete (CBCa: 12). */
  monthsBetweenTransfers?: number;
  /**
   * Without the releasing club's consent: the athlete moves after `waitMonths` from the club's
   * refusal, or at once when the fine is paid (CBCa: 6 months, or the fine). Absent: the club's
   * consent is required and its refusal stands.
   */
  withoutConsent?: { waitMonths: number; fine: boolean };
  /** A releasing club more than `overdueDays` in arrears frees the athlete `afterNoticeDays` after notice (CBCa: 30 and 15). */
  arrears?: { overdueDays: number; afterNoticeDays: number };
  /** Months since the last transfer before a move to another state; new or extinct clubs are exempt (CBFM: 12). */
  interstateMonths?: number;
  /** At most this many clubs in one season, counting the one the athlete leaves (FIFA-like: 3). */
  clubsPerSeason?: number;
  /** One open request per athlete at a time (FIFA-like). */
  oneAtATime?: boolean;
  /** A suspended athlete (punishments in force) cannot move while suspended. */
  suspensionBlocks: boolean;
}

export const MARKET_PRESETS = {
  cbca: {
    label: 'CBCa (canoagem)', windows: true, monthsBetweenTransfers: 12,
    withoutConsent: { waitMonths: 6, fine: true }, arrears: { overdueDays: 30, afterNoticeDays: 15 }, suspensionBlocks: true,
  },
  cbfm: { label: 'CBFM (futebol de mesa)', windows: true, interstateMonths: 12, suspensionBlocks: true },
  fifa_like: { label: 'Genérico (FIFA)', windows: true, amateurExempt: true, clubsPerSeason: 3, oneAtATime: true, suspensionBlocks: true },
} as const satisfies Record<string, MarketRules>;

export type PresetKey = keyof typeof MARKET_PRESETS;

/** The choice list for a market's form. */
export const PRESET_LABELS: Record<PresetKey, string> = {
  cbca: MARKET_PRESETS.cbca.label, cbfm: MARKET_PRESETS.cbfm.label, fifa_like: MARKET_PRESETS.fifa_like.label,
};

/** The rules of a market's preset; an unknown or missing preset reads as the FIFA-like one. */
export const rulesOf = (preset: unknown): MarketRules =>
  (typeof preset === 'string' && preset in MARKET_PRESETS ? MARKET_PRESETS[preset as PresetKey] : MARKET_PRESETS.fifa_like);
