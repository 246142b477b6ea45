import * as v from 'valibot';
import { defineResource } from './define';
import { choice, flag, id, optionalInteger, optionalText, text } from './schema-kit';

/**
 * Who must submit a document of a type (a closed list: the roles the federation registers). At a
 * competition's registration an athlete needs the types for `pessoas` and `atletas`, the staff of a
 * team (técnico, auxiliar, preparador, médico, dirigente) those for `pessoas` and
 * `comissao_tecnica` (src/domain/documents/eligibility.ts).
 */
export const DOCUMENT_HOLDERS = {
  pessoas: 'Todas as pessoas',
  atletas: 'Atletas',
  arbitros: 'Árbitros',
  comissao_tecnica: 'Comissão técnica',
  dirigentes: 'Dirigentes de entidades',
} as const;

// The kinds of document a federation accepts (spec §2.7 /documentation/documents: RG, atestado
// médico, …). Every signed-in person replicates the list (to pick a type when sending a document);
// holders of `documents` write it. Validity empty = the document never expires.
export const documenttypes = defineResource({
  key: 'documenttypes',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    holder: choice(DOCUMENT_HOLDERS, 'quem deve enviar'),
    validity_months: optionalInteger('a validade em meses', 1, 240),
    needs_approval: flag('o documento precisa de aprovação'),
    /** Where the federation requires it: an expired one blocks the person's registration in competitions. */
    required_for_competitions: flag('o documento é obrigatório para inscrição em competições'),
    /** Counts as the medical clearance a PAR-Q with a "sim" needs (the "Atestado médico"). */
    medical_clearance: flag('o documento vale como atestado médico'),
    description: optionalText('a descrição', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Tipo de documento', plural: 'Tipos de documentos aceitos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'documents' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: RG, Atestado médico, Comprovante de matrícula.' },
    { key: 'holder', label: 'Quem deve enviar', options: DOCUMENT_HOLDERS },
    { key: 'validity_months', label: 'Validade (meses)', help: 'Vazio: o documento não vence.' },
    { key: 'needs_approval', label: 'Precisa de aprovação' },
    { key: 'required_for_competitions', label: 'Obrigatório para inscrição em competições', help: 'Vencido, impede a inscrição da pessoa em competições.' },
    { key: 'medical_clearance', label: 'Vale como atestado médico (PAR-Q)', help: 'Libera um PAR-Q com alguma resposta "sim".' },
    { key: 'description', label: 'Descrição' },
  ],
});
