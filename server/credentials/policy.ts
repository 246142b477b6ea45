// How long a card is valid and when it is renewed. A card is issued for 60 days and renewed by the
// app whenever it is opened online with fewer than 45 days left, so a card on a phone is always
// valid offline for at least 45 days after its last online visit (the issue asks for ≥ 30).
export const DAY_SECONDS = 86_400;
export const VALIDITY_SECONDS = 60 * DAY_SECONDS;
export const RENEW_BELOW_SECONDS = 45 * DAY_SECONDS;
/** The longest validity any card can have: a retired key is accepted this long after rotation. */
export const MAX_VALIDITY_SECONDS = VALIDITY_SECONDS;
