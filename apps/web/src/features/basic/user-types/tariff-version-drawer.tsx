/**
 * A tariff version in a form: a new version (blank or copied from another, starting next
 * month) or an edit of a future one. Past and current versions are never edited: a bill
 * keeps a copy of the version it was computed from, and the history must stay true.
 */
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { tariffInput, type TariffVersion, type UserType } from '@prapa/contracts';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCreateTariff, useUpdateTariff } from './api.ts';
import { TariffEditor } from './tariff-editor.tsx';
import {
  EMPTY_TARIFF,
  nextMonthStart,
  tariffFormFrom,
  toTariffBody,
  type TariffFormValues,
} from './tariff-form.ts';

export type VersionDrawerState =
  | { open: false }
  | { open: true; mode: 'new'; copyFrom: TariffVersion | null }
  | { open: true; mode: 'edit'; version: TariffVersion };

type Props = {
  state: VersionDrawerState;
  userType: UserType;
  onClose: () => void;
  /** The version just saved (to select it in the timeline). */
  onSaved?: (version: TariffVersion) => void;
};

const initialOf = (state: VersionDrawerState): TariffFormValues => {
  if (!state.open) return EMPTY_TARIFF;
  if (state.mode === 'edit') return tariffFormFrom(state.version, state.version.effectiveFrom);
  return state.copyFrom
    ? tariffFormFrom(state.copyFrom, nextMonthStart())
    : { ...EMPTY_TARIFF, effectiveFrom: nextMonthStart() };
};

export const TariffVersionDrawer = ({ state, userType, onClose, onSaved }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const create = useCreateTariff();
  const update = useUpdateTariff();
  const editing = state.open && state.mode === 'edit' ? state.version : null;

  return (
    <FormDrawer
      open={state.open}
      title={
        editing
          ? t('tariff.editTitle', { name: userType.name, date: formatDate(editing.effectiveFrom) })
          : t('tariff.newTitle', { name: userType.name })
      }
      form={form}
      schema={tariffInput}
      toInput={(values) => toTariffBody(values as TariffFormValues)}
      initialValues={initialOf(state)}
      resetKey={state}
      width={1180}
      onSubmit={async (body) => {
        const saved = editing
          ? await update.mutateAsync({ userTypeId: userType.id, tariffId: editing.id, body })
          : await create.mutateAsync({ userTypeId: userType.id, body });
        onSaved?.(saved);
      }}
      onClose={onClose}
    >
      <TariffEditor form={form} futureOnly />
    </FormDrawer>
  );
};
