// Pix BR Code (the "Pix copia e cola" string and the QR's content), built on the device from the
// tenant's billing settings, so a bill's QR draws with no signal. Layout: EMV QRCPS-MPM as the
// Banco Central's Pix manual profiles it — TLV fields (2-digit id, 2-digit length, value) in order:
//   00 payload format "01" · 26 merchant account (00 GUI br.gov.bcb.pix, 01 key) · 52 MCC "0000" ·
//   53 currency "986" · 54 amount (optional, dot and two decimals) · 58 country "BR" ·
//   59 receiver name (≤ 25) · 60 city (≤ 15) · 62 additional data (05 txid) · 63 CRC16.
// The CRC is CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the whole payload up to and
// including "6304", written as four upper-case hex digits.

export const PIX_GUI = 'br.gov.bcb.pix';

/** A Pix txid: 1–25 letters and digits ("***" alone means "none", static codes). */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
export const isTxid = (value: string): boolean => TXID_PATTERN.test(value);

export interface PixInput {
  /** The receiver's Pix key: CPF/CNPJ digits, e-mail, +55 phone or an EVP (random) key. */
  key: string;
  /** Receiver's name, cut to 25 characters. */
  name: string;
  /** Receiver's city, cut to 15 characters. */
  city: string;
  /** Integer cents; absent or 0: the payer types the amount. */
  amountCents?: number;
  /** 1–25 letters/digits; absent: "***". */
  txid?: string;
}

/** CRC16/CCITT-FALSE of a string's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const byteLength = (value: string): number => new TextEncoder().encode(value).length;

function tlv(id: string, value: string): string {
  const length = byteLength(value);
  if (length > 99) throw new Error(`Campo ${id} do Pix maior que 99 caracteres.`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/**
 * Name and city are printed by the payer's bank: keep them to plain upper-and-lower ASCII (accents
 * off, as most issuers do, so the byte count equals the character count) and within the limits.
 */
export function pixText(value: string, max: number): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .,\-/]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** "123.45" from 12345 cents. */
export const pixAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Builds the BR Code. Throws on an empty key, name or city, a bad txid or a bad amount. */
export function buildPixCode(input: PixInput): string {
  const key = input.key.trim();
  const name = pixText(input.name, 25);
  const city = pixText(input.city, 15);
  if (!key) throw new Error('Chave Pix ausente.');
  if (!name) throw new Error('Nome do recebedor ausente.');
  if (!city) throw new Error('Cidade do recebedor ausente.');
  const txid = input.txid ?? '***';
  if (txid !== '***' && !isTxid(txid)) throw new Error('Identificador (txid) inválido: de 1 a 25 letras e números.');
  const cents = input.amountCents ?? 0;
  if (!Number.isInteger(cents) || cents < 0) throw new Error('Valor inválido.');
  const body =
    tlv('00', '01') +
    tlv('26', tlv('00', PIX_GUI) + tlv('01', key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (cents > 0 ? tlv('54', pixAmount(cents)) : '') +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return body + crc16(body);
}

export interface PixField {
  id: string;
  value: string;
}

/** Splits TLV text; null when a length is not two digits or runs past the end. */
export function parseTlv(text: string): PixField[] | null {
  const out: PixField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const len = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(len)) return null;
    const n = Number(len);
    if (at + 4 + n > text.length) return null;
    out.push({ id, value: text.slice(at + 4, at + 4 + n) });
    at += 4 + n;
  }
  return out;
}

export interface PixParsed {
  key: string;
  name: string;
  city: string;
  amountCents: number | null;
  txid: string;
}

export type PixCheck = { ok: true; code: PixParsed } | { ok: false; reason: string };

/**
 * Validates a BR Code: the CRC first (over everything up to "6304"), then the structure: every TLV
 * length consistent with what follows (a CRC recomputed over a payload with wrong lengths still
 * fails here), the fields in ascending order ending with 63, the Pix GUI, MCC, currency, country,
 * name and city limits, the amount's format and a txid.
 */
export function validatePixCode(text: string): PixCheck {
  const fail = (reason: string): PixCheck => ({ ok: false, reason });
  if (text.length < 8 || text.slice(-8, -4) !== '6304') return fail('O código não termina com o CRC (6304).');
  const crc = text.slice(-4);
  if (!/^[0-9A-F]{4}$/.test(crc)) return fail('CRC com caracteres inválidos.');
  if (crc16(text.slice(0, -4)) !== crc) return fail('CRC não confere.');
  const fields = parseTlv(text);
  if (!fields) return fail('Tamanhos dos campos (TLV) inconsistentes.');
  const ids = fields.map((f) => f.id);
  for (let i = 1; i < ids.length; i++) if (ids[i]! <= ids[i - 1]!) return fail('Campos fora de ordem ou repetidos.');
  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  if (ids[0] !== '00' || get('00') !== '01') return fail('Formato do payload diferente de 01.');
  if (ids[ids.length - 1] !== '63' || get('63') !== crc) return fail('O CRC deve ser o último campo.');
  const account = get('26');
  const sub = account === undefined ? null : parseTlv(account);
  if (!sub) return fail('Conta do recebedor (26) ausente ou malformada.');
  if (sub.find((f) => f.id === '00')?.value.toLowerCase() !== PIX_GUI) return fail('GUI diferente de br.gov.bcb.pix.');
  const key = sub.find((f) => f.id === '01')?.value ?? '';
  if (!key && !sub.some((f) => f.id === '25')) return fail('Chave Pix ausente.');
  if (get('52') !== '0000') return fail('Código de categoria (MCC) diferente de 0000.');
  if (get('53') !== '986') return fail('Moeda diferente de 986 (real).');
  if (get('58') !== 'BR') return fail('País diferente de BR.');
  const name = get('59') ?? '';
  const city = get('60') ?? '';
  if (!name || name.length > 25) return fail('Nome do recebedor ausente ou maior que 25 caracteres.');
  if (!city || city.length > 15) return fail('Cidade ausente ou maior que 15 caracteres.');
  const amount = get('54');
  if (amount !== undefined && !/^\d{1,10}\.\d{2}$/.test(amount)) return fail('Valor fora do formato (ponto e duas casas).');
  const additional = get('62');
  const extra = additional === undefined ? null : parseTlv(additional);
  const txid = extra?.find((f) => f.id === '05')?.value;
  if (!txid || (txid !== '***' && !isTxid(txid))) return fail('Identificador (txid) ausente ou inválido.');
  const amountCents = amount === undefined ? null : Math.round(Number(amount) * 100);
  return { ok: true, code: { key, name, city, amountCents, txid } };
}

/**
 * A bill's txid, from its id: the uuid's 32 hex digits cut to 25, upper case. Deterministic, so the
 * device and the server agree, unique enough per tenant (100 bits), within the Pix 25-character limit.
 */
export const txidFor = (billId: string): string => billId.replace(/-/g, '').slice(0, 25).toUpperCase();
