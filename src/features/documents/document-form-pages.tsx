// Create and edit a person's document from each place it is sent from (document-paths.ts). The
// generic resource form does the fields and validation; this page fixes whose document it is (the
// person and their profile, from the local replica) and the team or entity it is sent through.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useReplica } from '../../data/replica';
import { useMemo } from 'react';
import { useTenantData } from '../../data/db-context';
import { useRecord } from '../../data/hooks';
import { userdocuments } from '../../domain/resources/userdocuments';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { ResourceForm } from '../../ui/resource/resource-form';
import { StatusPage } from '../../ui/status-page';
import { contextFields, documentPaths, type DocumentContext } from './document-paths';

function DocumentFormPage({ userId, context, documentId }: { userId: string; context: DocumentContext; documentId?: string | undefined }) {
  const { t } = useLingui();
  const { db } = useTenantData();
  const profile = useReplica(async () => (await db.rows('profiles').where('user_id').equals(userId).first()) ?? null, [db, userId]);
  const record = useRecord('userdocuments', documentId ?? null);
  const paths = documentPaths(context, userId);
  const fixed = useMemo(() => (profile ? { user_id: userId, profile_id: profile.id, ...contextFields(context) } : null), [profile, userId, context]);
  if (profile === undefined || (documentId && record === undefined)) return <Page narrow title={t`Documento`}><ListSkeleton rows={4} /></Page>;
  if (profile === null || !fixed || (documentId && (!record || record.user_id !== userId))) {
    return (
      <StatusPage code="404" title={profile === null ? t`Cadastro não encontrado` : t`Documento não encontrado`}
        actions={<Button asChild><Link to={paths.list}><Trans>Voltar para os documentos</Trans></Link></Button>}>
        {profile === null
          ? <Trans>O cadastro desta pessoa não está neste aparelho. Complete o cadastro ou sincronize antes de enviar documentos.</Trans>
          : <Trans>O documento pode ter sido excluído ou ainda não chegou a este aparelho.</Trans>}
      </StatusPage>
    );
  }
  return <ResourceForm resource={userdocuments} basePath={paths.list} record={documentId ? (record as Record<string, unknown>) : null} nested={{ fixed, breadcrumbs: null }} />;
}

type Params = { id?: string; user_id?: string; team_id?: string; association_id?: string; doc_id?: string };
const useRouteParams = () => useParams({ strict: false }) as Params;

export function MyDocumentCreatePage() {
  const { userId } = useTenantData();
  return userId ? <DocumentFormPage userId={userId} context={{ kind: 'proprio' }} /> : null;
}
export function MyDocumentEditPage() {
  const { userId } = useTenantData();
  const { id } = useRouteParams();
  return userId ? <DocumentFormPage userId={userId} context={{ kind: 'proprio' }} documentId={id} /> : null;
}

function contextOf(p: Params, area: 'my' | 'records'): DocumentContext {
  if (p.team_id) return { kind: 'equipe', teamId: p.team_id };
  if (p.association_id) return { kind: 'entidade', associationId: p.association_id };
  return { kind: 'pessoal', area };
}

/** /my/userdocuments/{user_id}/create|edit/{id}, /my/teams/{team_id}/userdocuments/{user_id}/…, /my/userdocuments/{association_id}/user/{id}/…. */
export function MyUserDocumentFormPage() {
  const p = useRouteParams();
  // The entity variant names the person `id` and the document `doc_id`; the others `user_id` and `id`.
  const entity = Boolean(p.association_id);
  return <DocumentFormPage userId={(entity ? p.id : p.user_id)!} context={contextOf(p, 'my')} documentId={entity ? p.doc_id : p.id} />;
}

export function RecordsUserDocumentFormPage() {
  const p = useRouteParams();
  return <DocumentFormPage userId={p.user_id!} context={contextOf(p, 'records')} documentId={p.id} />;
}
