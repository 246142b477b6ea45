// pt-BR texts of the credential endpoints.
export const CREDENTIAL_MSG = {
  noProfile: 'Complete seu cadastro de pessoa para emitir a carteirinha digital.',
  unverified: 'Seu cadastro ainda não foi verificado pela federação. A carteirinha digital é emitida depois da verificação; procure a secretaria.',
  suspended: (until: string) => `Sua carteirinha está suspensa até ${until}. Procure a secretaria.`,
  keyUnavailable: 'A emissão de carteirinhas está indisponível: a chave de assinatura não pôde ser aberta. Avise o suporte.',
  keySecretMissing: 'A emissão de carteirinhas está indisponível: o segredo das chaves (FEDERA_KEY_SECRET) não foi configurado. Avise o suporte.',
  badBody: 'Corpo da requisição inválido: envie um objeto JSON vazio ou sem campos desconhecidos.',
} as const;
