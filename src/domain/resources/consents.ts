import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows } from './relations';
import { id } from './schema-kit';

/** The consents a person gives or withdraws (LGPD art. 8): each needs its own, revocable, yes. */
export const CONSENT_KINDS = {
  uso_imagem: 'Uso da minha imagem',
  listagem_publica: 'Aparecer na busca pública de pessoas',
  comunicacoes: 'Receber comunicações da federação',
} as const;
export type ConsentKind = keyof typeof CONSENT_KINDS;

/** What each consent allows, as /my/privacy explains it. */
export const CONSENT_PURPOSES: Readonly<Record<ConsentKind, string>> = {
  uso_imagem: 'Fotos e vídeos em que você aparece podem ser publicados pela federação (site, redes sociais, divulgação de eventos).',
  listagem_publica: 'Seu nome, entidade e cidade aparecem para quem busca pessoas sem a permissão de cadastros.',
  comunicacoes: 'A federação pode enviar avisos, convites e novidades por e-mail ou telefone.',
};

const userId = (what: string) => v.pipe(v.string(`${what} ausente.`), v.uuid(`${what} inválido.`));
const instant = (what: string) => v.pipe(v.string(`${what} ausente.`), v.isoTimestamp(`${what} inválida.`));

/** One change of a consent, appended by the server with its own clock and the signed-in user. */
const historyEntry = v.object({ granted: v.boolean('Situação inválida.'), by: userId('Autor'), at: instant('Data') });

// A person's consents (CONSENTS contract): one row per (user_id, kind), with the
// deterministic id derivedId('consents', user_id, kind), so two devices granting offline write one
// row. Written only by the named mutator `consents.set` (src/domain/mutators/consents.ts), which
// takes `at`, `by` and the history from the context (the server's clock and user), never the args.
// An adult decides their own; a minor's are given by a guardian (`guardians`). Replicates to the
// person, to their guardians, and to holders of `users` (the back office shows them; the people
// search of helper HOME reads `listagem_publica`).
export const consents = defineResource({
  key: 'consents',
  schema: v.object({
    id: id(),
    user_id: userId('Pessoa'),
    kind: v.picklist(Object.keys(CONSENT_KINDS) as ConsentKind[], 'Tipo de consentimento inválido.'),
    granted: v.boolean('Indique se o consentimento foi dado.'),
    at: instant('Data'),
    by: userId('Autor'),
    history: v.array(historyEntry, 'Histórico inválido.'),
  }, 'Dados do consentimento inválidos.'),
  labels: { singular: 'Consentimento', plural: 'Consentimentos', gender: 'm' },
  access: {
    scope: ['owner', 'permission:users', dependantRows('consents')],
    owner: 'user_id',
    permission: 'users',
    writes: 'named',
  },
  storage: { indexes: ['user_id'], sort: 'user_id' },
  about: {
    holding: {
      what: 'Seus consentimentos e o histórico de cada mudança (quem, quando).',
      basis: 'obrigacao_legal', retention: 'Enquanto a conta existir: é a prova do consentimento (art. 8º, § 2º).',
      erasure: { action: 'withdraw' },
    },
  },
  title: 'kind',
  fields: [
    { key: 'kind', label: 'Consentimento', options: CONSENT_KINDS },
    { key: 'granted', label: 'Dado' },
    { key: 'at', label: 'Desde' },
  ],
});
