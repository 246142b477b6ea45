import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useOnline } from '../../app/network';
import { notifyError, notifySuccess } from '../../app/notices';
import { useUser } from '../../app/session';
import { useMutate } from '../../data/hooks';
import { isMutationError } from '../../domain/mutators/index';
import type { AnyResource } from '../../domain/resources/define';
import { uuidv7 } from '../../domain/uuid';
import { Page } from '../page';
import { DeleteButton } from './delete-button';
import { FieldInput } from './field-input';
import { FORM_EXTRAS } from './form-extras';
import { blankHidden, isShown, toFormValues, toWire, type FormValues } from './form-values';
import { editLabel, newLabel } from './labels';
import type { NestedView } from './nested';
import { canDeleteRow, resourceMeta, rowTitle } from './resource-meta';

interface ResourceFormProps {
  resource: AnyResource;
  /** The list's path (where to go after saving). */
  basePath: string;
  /** The stored row when editing; null to create. */
  record: Record<string, unknown> | null;
  /** Under a parent: its fields are prefilled and hidden, the page shows where it sits. */
  nested?: Pick<NestedView, 'fixed' | 'breadcrumbs'> | undefined;
}

/**
 * Create and edit in one screen. Validation is the resource's own schema (the one the mutator and
 * the server run), so the messages under the fields are the server's; a refusal that only the
 * mutator can see (a domain rule) comes back as a MutationError and lands on the same fields.
 */
export function ResourceForm({ resource, basePath, record, nested }: ResourceFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUser();
  const online = useOnline();
  const mutate = useMutate();
  const fixed = nested?.fixed;
  const all = resourceMeta(resource).fields;
  const fields = useMemo(() => (fixed ? all.filter((f) => !(f.key in fixed)) : all), [all, fixed]);
  // Schema keys the form does not show: the id (v7, made here, offline), for owned rows the owner,
  // under a parent the parents' ids.
  const [base] = useState<Record<string, unknown>>(() => {
    if (record) return record;
    const owner = resource.owner && !fields.some((f) => f.key === resource.owner) ? { [resource.owner]: user?.id } : {};
    return { id: uuidv7(), ...owner, ...fixed };
  });
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const schema = valibotResolver(resource.schema as never) as unknown as Resolver<FormValues>;
    return (values, context, options) => schema(toWire(fields, blankHidden(fields, values), base), context, options);
  }, [resource, fields, base]);
  // A new row may start from its resource's defaults, and its picker may replace values later.
  const extra = record ? undefined : FORM_EXTRAS[resource.key];
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
    try {
      await mutate(`${resource.key}.put`, wire);
    } catch (error) {
      if (!isMutationError(error)) throw error;
      notifyError(error.message);
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const key = path.split('.')[0] ?? '';
        if (fields.some((f) => f.key === key)) setError(key, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    // Honest about where the write is: on this device now, on the server when the sync pushes it.
    notifySuccess(online ? t`Salvo.` : t`Salvo. Será sincronizado quando houver conexão.`);
    await navigate({ to: basePath });
  });

  const title = record ? editLabel(resource) : newLabel(resource);
  return (
    <Page narrow title={title} description={record ? rowTitle(resource, record) : undefined} breadcrumbs={nested?.breadcrumbs}>
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
              <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText={t`Salvando…`}>
                <Trans>Salvar</Trans>
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </form>
    </Page>
  );
}
