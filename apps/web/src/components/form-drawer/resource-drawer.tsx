/**
 * The create/edit drawer of a standard resource (see resourceHooks): a FormDrawer that
 * saves through the resource's create or update, titles itself from the record, and shows
 * the record's status tag and audit history when editing.
 *   <ResourceDrawer {...drawer} record={area} api={areasApi} schema={areaInput} entity="area"
 *     labels={labels} emptyValues={NEW_AREA} createTitle={t('area.createTitle')}
 *     editTitle={(name) => t('area.editTitle', { name })}>
 *     <Form.Item name="code" label={labels.code}><Input /></Form.Item>
 *   </ResourceDrawer>
 * Editing resets the form when the record changes; `resetKey` does it for a new one.
 */
import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import type { z } from 'zod';
import { formatMoney } from '@prapa/domain';
import { AuditCollapse } from '../audit-trail/audit-collapse.tsx';
import type { resourceHooks } from '../resource/resource-hooks.ts';
import { StatusTag } from '../status-tag.tsx';
import { FormDrawer, type FormDrawerProps } from './form-drawer.tsx';

type ResourceRecord = { id: string; active: boolean; name?: string };

type ResourceWrites<TItem, TCreate, TUpdate> = Pick<
  ReturnType<typeof resourceHooks<TItem, TCreate, TUpdate>>,
  'useCreate' | 'useUpdate'
>;

/** One schema when create and update take the same body; a user type is created with more. */
type Schemas<TCreate, TUpdate> =
  | { schema: z.ZodType<NoInfer<TCreate & TUpdate>>; createSchema?: undefined }
  | { schema: z.ZodType<NoInfer<TUpdate>>; createSchema: z.ZodType<NoInfer<TCreate>> };

/** Records without a `name` say what they are called. */
type Naming<TItem> = TItem extends { name: string }
  ? { nameOf?: (record: TItem) => string }
  : { nameOf: (record: TItem) => string };

export type ResourceDrawerProps<TItem extends ResourceRecord, TCreate, TUpdate> = Omit<
  FormDrawerProps<unknown>,
  'title' | 'form' | 'schema' | 'initialValues' | 'onSubmit' | 'extra' | 'after'
> &
  Schemas<TCreate, TUpdate> &
  Naming<TItem> & {
    /** The record edited; null creates one. */
    record: TItem | null;
    api: ResourceWrites<TItem, TCreate, TUpdate>;
    /** Give one to watch the values (Form.useWatch); the drawer makes its own otherwise. */
    form?: FormInstance;
    /** The audit trail's entity name. */
    entity: string;
    createTitle: ReactNode;
    /** Read-only, the title is the record's name alone. */
    editTitle: (name: string) => ReactNode;
    /** A new record's form values. */
    emptyValues: object;
    /** A record's form values, where they are not the record itself. */
    toValues?: (record: TItem) => object;
    /** Field labels for the audit history; a nested path (bankAccount.bank) takes its field's. */
    labels: Record<string, string>;
    /** Fields whose numbers the audit history shows as money. */
    moneyFields?: readonly string[];
  };

export const ResourceDrawer = <TItem extends ResourceRecord, TCreate, TUpdate = TCreate>(
  props: ResourceDrawerProps<TItem, TCreate, TUpdate>,
) => {
  const {
    record,
    api,
    schema,
    createSchema,
    nameOf,
    entity,
    createTitle,
    editTitle,
    emptyValues,
    toValues,
    labels,
    moneyFields,
    ...rest
  } = props;
  const [form] = Form.useForm(props.form);
  const create = api.useCreate();
  const update = api.useUpdate();

  // Two branches so each save is typed with its own body; both render the FormDrawer at the
  // same place, so React keeps one drawer (and its slide) between creating and editing.
  if (!record) {
    return (
      <FormDrawer
        {...rest}
        title={createTitle}
        form={form}
        schema={createSchema ?? schema}
        initialValues={emptyValues}
        onSubmit={(body) => create.mutateAsync(body)}
      />
    );
  }

  const name = nameOf?.(record) ?? record.name ?? '';
  return (
    <FormDrawer
      {...rest}
      title={rest.readOnly ? name : editTitle(name)}
      form={form}
      schema={schema}
      initialValues={toValues?.(record) ?? record}
      resetKey={record}
      onSubmit={(body) => update.mutateAsync({ id: record.id, body })}
      extra={<StatusTag active={record.active} />}
      after={
        <AuditCollapse
          entity={entity}
          entityId={record.id}
          fieldLabel={(path) => labels[path.split('.')[0] ?? path]}
          formatValue={(path, value) =>
            moneyFields?.includes(path) && typeof value === 'number'
              ? formatMoney(value)
              : undefined
          }
        />
      }
    />
  );
};
