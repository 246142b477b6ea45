import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useOnline } from '../../app/network';
import { useUser } from '../../data/session';
import { useWrite } from '../../data/use-write';
import { resourceWrite } from '../../data/mutate-names';
import { findKind } from '../../domain/approvals/kinds';
import type { AnyResource } from '../../domain/resources/define';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../page';
import { DeleteButton } from './delete-button';
import { FieldInput } from './field-input';
import { blankHidden, isShown, moneyErrors, toFormValues, toWire, type FormValues } from './form-values';
import { editLabel, newLabel } from './labels';
import type { NestedView } from './nested';
import { canDeleteRow, resourceMeta, rowTitle } from './resource-meta';
import type { FormExtra } from './view';

interface ResourceFormProps {
  resource: AnyResource;
  /** The list's path (where to go after saving). */
  basePath: string;
  /** The stored row when editing; null to create. */
  record: Record<string, unknown> | null;
  /** Under a parent: its fields are prefilled and hidden, the page shows where it sits. */
  nested?: Pick<NestedView, 'fixed' | 'breadcrumbs'> | undefined;
  /**
   * Save as a request of the approval model instead of `<resource>.put`: the key of a `create` kind
   * (e.g. association_new). Only the kind's fields are shown and proposed (the new row's id with
   * them); the kind's defaults count in the validation, as they do on the server. The row exists
   * once a reviewer approves it.
   */
  requestKind?: string;
  /** Next to the title (a link to where the person follows their requests). */
  actions?: ReactNode;
  /** A new row's starting values and picker (its view's `formExtra`, loaded by the create page). */
  extra?: FormExtra | undefined;
}

/**
 * Create and edit in one screen. Validation is the resource's own schema (the one the mutator and
 * the server run), so the messages under the fields are the server's; a refusal that only the
 * mutator can see (a domain rule) comes back as a MutationError and lands on the same fields.
 */
export function ResourceForm({ resource, basePath, record, nested, requestKind, actions, extra: formExtra }: ResourceFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUser();
  const online = useOnline();
  const write = useWrite();
  const fixed = nested?.fixed;
  const kind = requestKind ? findKind(requestKind) : undefined;
  if (requestKind && (kind?.mode !== 'create' || kind.subject !== resource.key)) throw new Error(`${requestKind} não cria ${resource.key}`);
  const all = resourceMeta(resource).fields;
  const fields = useMemo(
    () => all.filter((f) => !(fixed && f.key in fixed) && (!kind || kind.fields.includes(f.key))),
    [all, fixed, kind],
  );
  // Schema keys the form does not show: the id (v7, made here, offline), for owned rows the owner,
  // under a parent the parents' ids.
  const [base] = useState<Record<string, unknown>>(() => {
    if (record) return record;
    const owner = resource.access.owner && !fields.some((f) => f.key === resource.access.owner) ? { [resource.access.owner]: user?.id } : {};
    return { id: uuidv7(), ...kind?.defaults, ...owner, ...fixed };
  });
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const schema = valibotResolver(resource.schema as never) as unknown as Resolver<FormValues>;
    return async (values, context, options) => {
      const result = await schema(toWire(fields, blankHidden(fields, values), base), context, options);
      const money = moneyErrors(fields, values);
      if (Object.keys(money).length === 0) return result;
      const errors = { ...result.errors };
      for (const [key, message] of Object.entries(money)) errors[key] = { type: 'money', message };
      return { values: {}, errors };
    };
  }, [resource, fields, base]);
  // A new row may start from its resource's defaults, and its picker may replace values later.
  const extra = record ? undefined : formExtra;
  const { control, register, handleSubmit, setError, formState, reset, getValues } = useForm<FormValues>({
    resolver,
    defaultValues: toFormValues(fields, record ?? extra?.defaults?.() ?? null),
  });
  // Fields shown only for some values of another (`shownWhen`): watch just those controlling fields.
  const controllers = useMemo(() => [...new Set(fields.flatMap((f) => (f.shownWhen ? [f.shownWhen.field] : [])))], [fields]);
  const watched = useWatch({ control, name: controllers }) as unknown[];
  const current = Object.fromEntries(controllers.map((key, i) => [key, watched[i]]));
  const apply = (values: Record<string, unknown>) => {
    const given = toFormValues(fields.filter((f) => f.key in values), values);
    reset({ ...getValues(), ...given });
  };

  const onSubmit = handleSubmit(async (wire) => {
    // Honest about where the write is: on this device now, on the server when the sync pushes it.
    const done = kind
      ? online ? t`Pedido enviado para aprovação.` : t`Pedido guardado. Será enviado para aprovação quando houver conexão.`
      : online ? t`Salvo.` : t`Salvo. Será sincronizado quando houver conexão.`;
    // A rule's refusal: its notice, and its messages under the fields they are about.
    const refused = (reason: string, byField: Readonly<Record<string, string>>) => {
      for (const [path, message] of Object.entries(byField)) {
        const key = path.split('.')[0] ?? '';
        if (fields.some((f) => f.key === key)) setError(key, { type: 'server', message }, { shouldFocus: true });
      }
      return reason;
    };
    const saved = kind
      ? await write.run('approvals.request', {
        id: uuidv7(), kind: kind.key, subject_id: null,
        proposed: Object.fromEntries(['id', ...kind.fields].filter((key) => key in wire).map((key) => [key, wire[key]])),
      }, { done, refused })
      : await write.run(resourceWrite(resource, 'put'), wire, { done, refused });
    if (saved) await navigate({ to: basePath });
  });

  const title = record ? editLabel(resource) : newLabel(resource);
  return (
    <Page narrow title={title} breadcrumbs={nested?.breadcrumbs} actions={actions}
      description={record ? rowTitle(resource, record) : kind ? t`Enviado como pedido: o registro passa a existir quando for aprovado.` : undefined}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="5">
          {extra?.Picker && <extra.Picker apply={apply} />}
          {fields.filter((field) => isShown(field, current)).map((field) => (
            <FieldInput key={field.key} resource={resource} field={field} control={control} register={register} errors={formState.errors} />
          ))}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" pt="2" justify="space-between">
            {record && canDeleteRow(resource, user, record) ? (
              <DeleteButton resource={resource} id={String(record.id)} title={rowTitle(resource, record)}
                onDeleted={() => void navigate({ to: basePath })} />
            ) : <span />}
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3">
              <Button asChild variant="outline" size="lg"><Link to={basePath}><Trans>Cancelar</Trans></Link></Button>
              <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText={kind ? t`Enviando…` : t`Salvando…`}>
                {kind ? <Trans>Enviar para aprovação</Trans> : <Trans>Salvar</Trans>}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </form>
    </Page>
  );
}
