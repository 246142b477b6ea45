import * as v from 'valibot';
import { defineResource } from './define';
import { id, isoDate, optionalInstant, optionalRef, optionalText, ref } from './schema-kit';

const user = (what: string) => v.pipe(v.string(`Selecione ${what}.`), v.uuid(`Selecione ${what}.`));

// A graduation certificate: written by `registerexams.confirm` for each approved candidate (one per
// exam and register: derived id), then signed by the server like the ID card (Ed25519, the tenant's
// keys, a distinct credential type: src/domain/credential/certificate.ts) when its holder's app asks
// online (POST /my/registers/certificates). The person holds their own (owner); the federation all.
export const registercertificates = defineResource({
  key: 'registercertificates',
  labels: { singular: 'Certificado de graduação', plural: 'Certificados de graduação', gender: 'm' },
  schema: v.object({
    id: id(),
    exam_id: ref('o exame'),
    register_id: ref('o registro'),
    registertype_id: ref('o tipo de registro'),
    graduation_id: ref('a graduação'),
    from_graduation_id: optionalRef('a graduação anterior'),
    graduated_on: isoDate('a data da graduação'),
    user_id: user('a pessoa'),
    profile_id: user('a pessoa'),
    examiner_user_id: user('o examinador'),
    /** The signed QR text (FG1:…), set by the server. */
    credential: optionalText('o certificado assinado', 1200),
    kid: optionalText('a chave', 8),
    issued_at: optionalInstant('a data da assinatura'),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['user_id', 'register_id', 'exam_id', 'graduated_on'], sort: 'graduated_on', sortDescending: true },
  access: {
    scope: ['owner', 'permission:registertypes'],
    owner: 'user_id',
    permission: 'registertypes',
    writes: 'named',
    module: 'registers',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Certificados de graduação assinados: graduação, data e examinador.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico de graduação (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  integrity: { references: { exam_id: 'registerexams', register_id: 'registers', registertype_id: 'registertypes', graduation_id: 'registergraduations' } },
  title: 'graduated_on',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'graduation_id', label: 'Graduação' },
    { key: 'graduated_on', label: 'Data' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'examiner_user_id', label: 'Examinador' },
  ],
});
