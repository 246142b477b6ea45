// Every pt-BR text the API answers with, in one place (the client shows them as they come).

export const MSG = {
  tenantNotFoundForHost: 'Cliente não encontrado para este endereço.',
  clientNotFound: 'Cliente não encontrado.',
  clientQueryMissing: 'Informe o endereço (host) ou o código do cliente.',
  notFound: 'Recurso não encontrado.',
  pageNotFound: 'Página não encontrada.',
  methodNotAllowed: 'Método não permitido para este recurso.',
  malformedJson: 'Corpo da requisição inválido: JSON malformado.',
  notAnObject: 'Corpo da requisição inválido: envie um objeto JSON.',
  tooDeep: 'Corpo da requisição inválido: dados aninhados em níveis demais.',
  badEncoding: 'Corpo da requisição inválido: texto fora do padrão UTF-8.',
  tooLarge: 'Corpo da requisição grande demais (máximo de 64 KiB).',
  unsupportedMediaType: 'Envie os dados como JSON (Content-Type: application/json).',
  checkFields: 'Verifique os campos destacados.',
  badHost: 'Cabeçalho Host inválido.',
  badRequest: 'Requisição inválida.',
  wrongCredentials: 'E-mail/CPF ou senha incorretos.',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  passwordChangedElsewhere: 'Sua senha foi alterada em outro aparelho; entre novamente.',
  wrongCurrentPassword: 'A senha atual não confere.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada. Os outros aparelhos conectados à sua conta foram desconectados.',
  signedOutOthers: 'Os outros aparelhos conectados à sua conta foram desconectados; este continua conectado.',
  sessionRevoked: 'Aparelho desconectado.',
  sessionNotFound: 'Sessão não encontrada ou já encerrada.',
  forbidden: 'Você não tem permissão para esta ação.',
  registerClosed: 'O cadastro de novas pessoas está fechado neste cliente.',
  oauthInvalid: 'Link de acesso inválido, expirado ou já utilizado.',
  oauthUnknownKey: 'Forma de acesso desconhecida.',
  oauthAnonymised: 'Os dados desta pessoa foram anonimizados a pedido dela (LGPD): não é possível emitir um link de acesso.',
  userNotFound: 'Pessoa não encontrada.',
  internal: 'Erro interno no servidor. Tente novamente em instantes.',
} as const;

/** A wait in pt-BR: whole seconds under a minute, whole minutes (rounded up) above. */
export function waitText(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export const tooManyAttempts = (retryAfterSeconds: number): string => `Muitas tentativas de acesso. Tente novamente em ${waitText(retryAfterSeconds)}.`;

export const tooManyRegistrations = (retryAfterSeconds: number): string =>
  `Muitos cadastros em pouco tempo. Tente novamente em ${waitText(retryAfterSeconds)}.`;
