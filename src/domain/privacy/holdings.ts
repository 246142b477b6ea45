// What the federation holds about a person, and why (LGPD arts. 9 and 18): ONE
// declared list beside the resources, read by /my/privacy (what, legal basis, retention), by the
// data export and by the anonymisation (server/privacy/anonymise.ts: what happens to each kind of
// row). WHICH rows are about the person is the registry's `about` (define.ts, privacy/about.ts),
// not this list: a resource whose rows can be about a person has its entry here (holdings.test.ts
// refuses one without, and an entry for a resource whose rows are about nobody).

/** Legal bases of LGPD arts. 7 (personal data) and 11 (sensitive data), as the screen names them. */
export const LEGAL_BASES = {
  contrato: 'Execução de contrato (LGPD art. 7º, V): o vínculo com a federação, a filiação e a carteirinha',
  obrigacao_legal: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II): registro de atletas e resultados (Lei 9.615/98)',
  exercicio_direitos: 'Exercício regular de direitos (art. 7º, VI): histórico de solicitações e decisões, para defesa em processo',
  consentimento: 'Consentimento (art. 7º, I): só enquanto você o mantiver',
  saude: 'Proteção da vida e da incolumidade física (art. 11, II, e): dado sensível de saúde para a prática esportiva',
  legitimo_interesse: 'Legítimo interesse (art. 7º, IX): operação dos eventos (refeições, escalas)',
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

/**
 * What the anonymisation (LGPD art. 16 and 18, IV/VI) does to a row about the person:
 * - `keep`: sports history and audit that name the person only by id (kept as art. 16 allows);
 * - `scrub`: kept, with `fields` replaced (`'placeholder'` = "Pessoa anonimizada <id curto>", null = cleared);
 * - `delete`: removed (no purpose left once the person is gone: documents, health data, cards);
 * - `withdraw`: consents: every one withdrawn, the change logged in its history;
 * - `redact`: requests: status and history (the audit) kept, the proposed and previous values dropped;
 *   one still open is closed (refused: nothing is left to decide), whoever filed it.
 */
export type Erasure =
  | { action: 'keep' | 'delete' | 'withdraw' | 'redact' }
  | { action: 'scrub'; fields: Readonly<Record<string, null | 'placeholder'>> };

export interface Holding {
  /** A registered resource key, or `users` for the login account (not a replicated collection). */
  collection: string;
  /** pt-BR, what this kind of row holds about the person. */
  what: string;
  basis: LegalBasis;
  /** pt-BR, how long it is kept. */
  retention: string;
  erasure: Erasure;
}

export const ANONYMISED_PREFIX = 'Pessoa anonimizada';
/** "Pessoa anonimizada 1a2b3c4d": the person's id, shortened, so records stay tellable apart. */
export const anonymisedName = (userId: string): string => `${ANONYMISED_PREFIX} ${userId.replaceAll('-', '').slice(-8)}`;

export const HOLDINGS: readonly Holding[] = [
  {
    collection: 'users', what: 'Conta de acesso: nome, e-mail, CPF, telefone, data de nascimento e senha (guardada cifrada).',
    basis: 'contrato', retention: 'Enquanto a conta existir; anonimizada a seu pedido.',
    erasure: { action: 'scrub', fields: {} }, // the users table: server/privacy/anonymise.ts
  },
  {
    collection: 'profiles', what: 'Cadastro esportivo: nome, nome social, CPF, data de nascimento, gênero, entidade, foto, telefone, e-mail e nº de registro.',
    basis: 'obrigacao_legal', retention: 'Enquanto houver vínculo com a federação; depois, só o que o histórico esportivo exige, anonimizado.',
    erasure: { action: 'scrub', fields: { name: 'placeholder', social_name: null, cpf: null, birthdate: null, photo_url: null, phone: null, email: null } },
  },
  {
    collection: 'userdocuments', what: 'Documentos enviados: tipo, número, datas, arquivo e análise.',
    basis: 'obrigacao_legal', retention: 'Enquanto válidos e exigidos para competir; excluídos na anonimização.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'parqs', what: 'Questionário de saúde PAR-Q (dado sensível): respostas, responsável e análise.',
    basis: 'saude', retention: '12 meses após a aprovação (validade), substituído pelo seguinte; excluído na anonimização.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'consents', what: 'Seus consentimentos e o histórico de cada mudança (quem, quando).',
    basis: 'obrigacao_legal', retention: 'Enquanto a conta existir: é a prova do consentimento (art. 8º, § 2º).',
    erasure: { action: 'withdraw' },
  },
  {
    collection: 'approvals', what: 'Solicitações sobre você ou o seu cadastro, feitas por você ou por outra pessoa (o gestor da sua entidade), e as suas sobre entidades: o pedido, a decisão e o histórico.',
    basis: 'exercicio_direitos', retention: 'Histórico permanente da decisão; os dados propostos são apagados na anonimização.',
    erasure: { action: 'redact' },
  },
  {
    collection: 'guardians', what: 'Vínculos de responsável e dependente.',
    basis: 'obrigacao_legal', retention: 'Enquanto o dependente for menor ou o vínculo existir.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'idcards', what: 'Carteirinha digital emitida (credencial assinada).',
    basis: 'contrato', retention: '60 dias por emissão; excluída na anonimização.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'cardrevocations', what: 'Revogações da sua carteirinha (data e motivo).',
    basis: 'legitimo_interesse', retention: 'Enquanto uma carteirinha revogada puder circular.',
    erasure: { action: 'keep' },
  },
  {
    collection: 'mealusers', what: 'Listas de refeição: nome, foto, CPF e entidade copiados para o portão.',
    basis: 'legitimo_interesse', retention: 'Até o fim do evento.',
    erasure: { action: 'scrub', fields: { name: 'placeholder', social_name: null, cpf: null, photo_url: null } },
  },
  {
    collection: 'mealcheckins', what: 'Refeições registradas: horário, portão e forma de leitura.',
    basis: 'legitimo_interesse', retention: 'Prestação de contas do evento (5 anos).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'competitionmembers', what: 'Inscrições em competições: equipe, função, número da camisa.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo e resultados (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'competitioncrews', what: 'Comissões técnicas de competições em que você atuou.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'olympiccrews', what: 'Equipes de apoio de jogos abertos em que você atuou.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'duellineups', what: 'Escalações de partidas (titular, reserva, número).',
    basis: 'obrigacao_legal', retention: 'Permanente: súmulas e resultados (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'punishments', what: 'Punições desportivas aplicadas a você (decisão e fundamento).',
    basis: 'obrigacao_legal', retention: 'Permanente: justiça desportiva (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'olympicmembers', what: 'Inscrições em jogos abertos.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico esportivo (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'associationmanagers', what: 'Entidades que você gere.',
    basis: 'contrato', retention: 'Enquanto for gestor; excluído na anonimização.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'referees', what: 'Cadastro de árbitro: nome, telefone, categoria e entidade.',
    basis: 'contrato', retention: 'Permanente para as súmulas já assinadas; nome e telefone apagados na anonimização.',
    erasure: { action: 'scrub', fields: { name: 'placeholder', phone: null } },
  },
  {
    collection: 'refereeappointments', what: 'Escalas de arbitragem e suas respostas.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico das partidas (art. 16).',
    erasure: { action: 'keep' },
  },
  {
    collection: 'refereepins', what: 'PIN de assinatura de súmula (guardado cifrado).',
    basis: 'contrato', retention: 'Enquanto for árbitro; excluído na anonimização.',
    erasure: { action: 'delete' },
  },
  {
    collection: 'registers', what: 'Registros na federação: tipo, número, função, graduação e situação.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico de registro e graduação (art. 16); a observação é apagada na anonimização.',
    erasure: { action: 'scrub', fields: { notes: null } },
  },
  {
    collection: 'registermemberships', what: 'Filiações: plano, período e situação.',
    basis: 'contrato', retention: 'Cinco anos após o término (prazo de cobrança, Código Civil art. 206, § 5º); a observação é apagada na anonimização.',
    erasure: { action: 'scrub', fields: { notes: null } },
  },
  {
    collection: 'registercontracts', what: 'Contratos com entidades: tipo, número e período.',
    basis: 'obrigacao_legal', retention: 'Permanente: histórico de vínculos desportivos (Lei 9.615/98); a observação é apagada na anonimização.',
    erasure: { action: 'scrub', fields: { notes: null } },
  },
];

/** The resources (not `users`) whose rows may be about a person. */
export const HELD_COLLECTIONS: readonly Holding[] = HOLDINGS.filter((h) => h.collection !== 'users');
