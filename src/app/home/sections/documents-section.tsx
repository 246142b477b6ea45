// Documents the person must send, correct or renew (document-todo.ts), from the local replica.
import { Badge, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import { readPersonDocuments } from '../../../features/documents/documents-data';
import type { HomeSection } from '../home-section';
import { SectionEmpty, SectionItem, SectionList, SectionLoading } from '../section-parts';
import { documentTodos, type TodoReason } from './document-todo';
import { todayInBrasilia } from '../../../domain/dates';

const LABEL: Record<TodoReason, { text: string; palette: string }> = {
  enviar: { text: 'Enviar', palette: 'blue' },
  recusado: { text: 'Recusado', palette: 'red' },
  devolvido: { text: 'Corrigir', palette: 'orange' },
  vencido: { text: 'Vencido', palette: 'red' },
  vence_em: { text: 'Renovar', palette: 'orange' },
};

function DocumentsBody() {
  const { db, userId } = useTenantData();
  const todos = useReplica(async () => {
    if (!userId) return [];
    const person = await readPersonDocuments(db, userId);
    return documentTodos(person.documents, person.missing, todayInBrasilia());
  }, [db, userId]);
  if (todos === undefined) return <SectionLoading />;
  if (todos.length === 0) return <SectionEmpty><Trans>Nenhum documento para enviar ou renovar.</Trans></SectionEmpty>;
  return (
    <SectionList>
      {todos.map((todo) => (
        <SectionItem key={`${todo.reason}:${todo.typeName}`} testId="home-document-todo"
          aside={<Badge size="sm" variant="subtle" colorPalette={LABEL[todo.reason].palette}>{LABEL[todo.reason].text}</Badge>}>
          <Text fontWeight="medium">{todo.typeName}</Text>
          {todo.detail && <Text fontSize="sm" color="fg.muted">{todo.detail}</Text>}
        </SectionItem>
      ))}
    </SectionList>
  );
}

export const documentsSection: HomeSection = {
  id: 'documents', title: msg`Documentos`, routes: ['/my/documents'], group: 'person', link: msg`Ver meus documentos`, Component: DocumentsBody,
};
