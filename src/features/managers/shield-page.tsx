// `/my/associations/image/{id}` (spec §2.2): the manager proposes a new shield for their entity. The
// same request mechanism as the person's photo (PhotoRequest: camera or file, square crop, kept on
// the device and uploaded before the request, offline too), as an `association_shield` approval that
// the federation decides at /records/associations/shields_approve. Below, every shield request of the
// entity this device holds (the other managers' too) with its status and the reviewer's reason.
import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { SHIELD_ASPECT } from '../../ui/files/reencode';
import { Page } from '../../ui/page';
import { ListSkeleton } from '../../ui/resource/list-states';
import { useSubjectRequests } from '../../data/approval-queries';
import { RequestList } from '../../ui/approvals/my-requests';
import { PhotoRequest } from '../../ui/approvals/photo-request';
import { NotManaged, useManagedEntity } from './managed-entity';

const SHIELD_KIND = 'association_shield';

export function AssociationShieldPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id?: string };
  const entity = useManagedEntity(id);
  const requests = useSubjectRequests(SHIELD_KIND, entity ? entity.id : undefined);

  if (entity === undefined) return <Page title={t`Escudo da entidade`}><ListSkeleton rows={2} /></Page>;
  if (entity === null) return <NotManaged title={t`Escudo da entidade`} />;
  const shield = entity.row.shield_url;
  return (
    <Page title={t`Escudo — ${entity.name}`} description={t`O escudo novo vale depois de aprovado pela federação.`} narrow>
      <Stack gap="8">
        <PhotoRequest
          kind={SHIELD_KIND} subjectId={entity.id} field="shield_url" aspect={SHIELD_ASPECT}
          current={typeof shield === 'string' ? shield : null}
          texts={{
            current: t`Escudo atual`, currentAlt: t`Escudo atual de ${entity.name}`, pendingAlt: t`Escudo enviado para aprovação`,
            newOne: t`Novo escudo`, another: t`Envie outro escudo`, sent: t`Escudo enviado para aprovação.`,
          }}
        />
        <RequestList requests={requests} title={t`Pedidos de troca do escudo`} empty={t`Nenhum pedido de troca do escudo até agora.`} />
        <ChakraLink asChild><Link to={`/my/associations/show/${entity.id}`}><Trans>Voltar à entidade</Trans></Link></ChakraLink>
      </Stack>
    </Page>
  );
}
