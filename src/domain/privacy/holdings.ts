// What the federation holds about a person, and why (LGPD arts. 9 and 18), read by /my/privacy
// (what, legal basis, retention), by the data export and by the anonymisation
// (server/privacy/anonymise.ts: what happens to each kind of row). Each resource says it in its own
// declaration (`about.holding`, blocks/about.ts), beside which rows are about the person, so a new
// kind of record is still two files; this module adds the login account and the screen's wording.
import type { Holding as ResourceHolding, LegalBasis } from '../resources/blocks/about';
import { ABOUT } from './about';

export type { Erasure, LegalBasis } from '../resources/blocks/about';

/** Legal bases of LGPD arts. 7 (personal data) and 11 (sensitive data), as the screen names them. */
export const LEGAL_BASES: Readonly<Record<LegalBasis, string>> = {
  contrato: 'Execução de contrato (LGPD art. 7º, V): o vínculo com a federação, a filiação e a carteirinha',
  obrigacao_legal: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II): registro de atletas e resultados (Lei 9.615/98)',
  exercicio_direitos: 'Exercício regular de direitos (art. 7º, VI): histórico de solicitações e decisões, para defesa em processo',
  consentimento: 'Consentimento (art. 7º, I): só enquanto você o mantiver',
  saude: 'Proteção da vida e da incolumidade física (art. 11, II, e): dado sensível de saúde para a prática esportiva',
  legitimo_interesse: 'Legítimo interesse (art. 7º, IX): operação dos eventos (refeições, escalas)',
};

export interface Holding extends ResourceHolding {
  /** A registered resource key, or `users` for the login account (not a replicated collection). */
  collection: string;
}

export const ANONYMISED_PREFIX = 'Pessoa anonimizada';
/** "Pessoa anonimizada 1a2b3c4d": the person's id, shortened, so records stay tellable apart. */
export const anonymisedName = (userId: string): string => `${ANONYMISED_PREFIX} ${userId.replaceAll('-', '').slice(-8)}`;

// The login account (not a replicated collection), the sports profile, then each other resource's
// `about.holding` in registry order: what a person reads first is what identifies them.
const held: readonly Holding[] = ABOUT.flatMap(({ resource }) => (resource.about?.holding ? [{ collection: resource.key, ...resource.about.holding }] : []));
export const HOLDINGS: readonly Holding[] = [
  {
    collection: 'users', what: 'Conta de acesso: nome, e-mail, CPF, telefone, data de nascimento e senha (guardada cifrada).',
    basis: 'contrato', retention: 'Enquanto a conta existir; anonimizada a seu pedido.',
    erasure: { action: 'scrub', fields: {} }, // the users table: server/privacy/anonymise.ts
  },
  ...held.filter((h) => h.collection === 'profiles'),
  ...held.filter((h) => h.collection !== 'profiles'),
];
