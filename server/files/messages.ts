// pt-BR messages of the file endpoints (every refusal is a 4xx and stores nothing).
import { MAX_UPLOAD_BYTES } from '../../src/domain/files';
import type { UploadQuota } from './policy';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('pt-BR')} MB`;
const hours = (ms: number) => `${Math.round(ms / 3_600_000)} horas`;

export const FILE_MSG = {
  tooLarge: `Arquivo grande demais: o limite é de ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  empty: 'Nenhum arquivo recebido.',
  badName: 'Nome de arquivo inválido: envie só o nome, sem pastas nem caminho.',
  badType: 'Tipo de arquivo não aceito: envie uma foto (JPEG, PNG, WebP ou HEIC) ou um PDF. O tipo é lido do conteúdo, não do nome.',
  heicUnsupported: 'Fotos HEIC não são aceitas por este servidor: envie em JPEG ou PNG (o aplicativo converte sozinho).',
  bomb: 'Imagem com dimensões grandes demais: envie uma foto de no máximo 50 megapixels.',
  corrupt: 'Imagem corrompida ou ilegível: envie outra foto.',
  badPdf: 'PDF corrompido ou ilegível: envie outro arquivo.',
  hashMismatch: 'O arquivo chegou diferente do enviado; tente de novo.',
  notFound: 'Arquivo não encontrado.',
  badVariant: 'Tamanho de imagem inválido: use thumb, card ou full.',
} as const;

/** Upload quota refusals (quota.ts): 429, so a device keeps the write pending and retries later. */
export const QUOTA_MSG = {
  user: (q: UploadQuota) =>
    `Limite de envios atingido: cada pessoa pode enviar até ${q.userFiles.toLocaleString('pt-BR')} arquivos e ${mb(q.userBytes)} a cada ${hours(q.windowMs)}. Tente de novo mais tarde.`,
  tenant: (q: UploadQuota) =>
    `Limite de envios desta organização atingido: até ${q.tenantFiles.toLocaleString('pt-BR')} arquivos e ${mb(q.tenantBytes)} a cada ${hours(q.windowMs)}. Tente de novo mais tarde ou fale com o suporte.`,
};
