import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MoveInState } from '@prapa/contracts';
import { formatRoundMonth } from '../../lib/format.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useGoLive } from './api.ts';

type Values = { month: Dayjs | null; reason?: string };

/** Whether any typed total differs from what was imported (or none was typed yet). */
export const figuresDiffer = (state: MoveInState) =>
  state.differences === null || Object.values(state.differences).some((d) => d !== 0);

const BE = 543;

/** From which month Prapa bills: once live, the steps close and cannot be undone. */
export const GoLive = ({ state, editable }: { state: MoveInState; editable: boolean }) => {
  const { t } = useTranslation('move-in');
  const { modal } = App.useApp();
  const goLive = useGoLive();
  const [form] = Form.useForm<Values>();
  const { handleError } = useApiForm(form);
  const noTotals = state.controlTotals === null;
  const differ = figuresDiffer(state);
  const proposed = state.proposedStart
    ? dayjs(
        `${state.proposedStart.yearBe - BE}-${String(state.proposedStart.month).padStart(2, '0')}-01`,
      )
    : dayjs().startOf('month');

  const submit = (v: Values) => {
    if (!v.month) return;
    const yearBe = v.month.year() + BE;
    const month = v.month.month() + 1;
    modal.confirm({
      title: t('goLive.confirmTitle', { month: formatRoundMonth(yearBe, month) }),
      content: t('goLive.confirmText'),
      okText: t('goLive.ok'),
      cancelText: t('goLive.cancel'),
      onOk: () =>
        goLive
          .mutateAsync({ yearBe, month, reason: v.reason?.trim() ? v.reason.trim() : null })
          .catch(handleError),
    });
  };

  return (
    <Card title={t('step.goLive.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('step.goLive.text')}
        </Typography.Paragraph>
        {state.live ? null : noTotals ? (
          <Alert type="warning" showIcon title={t('goLive.noTotals')} />
        ) : differ ? (
          <Alert
            type="error"
            showIcon
            title={t('goLive.differ')}
            description={t('goLive.differHint')}
          />
        ) : (
          <Alert type="success" showIcon title={t('goLive.agree')} />
        )}
        {editable && (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ month: proposed }}
            onFinish={submit}
            style={{ maxWidth: 560 }}
          >
            <Form.Item
              name="month"
              label={t('goLive.month')}
              extra={state.proposedStart ? t('goLive.proposedHint') : undefined}
              rules={[{ required: true, message: t('goLive.monthRequired') }]}
            >
              <DatePicker
                picker="month"
                format="MM/BBBB"
                allowClear={false}
                aria-label={t('goLive.month')}
                style={{ width: 200 }}
              />
            </Form.Item>
            {differ && !noTotals && (
              <Form.Item
                name="reason"
                label={t('goLive.reason')}
                rules={[{ required: true, whitespace: true, message: t('goLive.reasonRequired') }]}
              >
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            )}
            <Button
              type="primary"
              htmlType="submit"
              icon={<RocketOutlined />}
              disabled={noTotals}
              loading={goLive.isPending}
            >
              {t('goLive.button')}
            </Button>
          </Form>
        )}
      </Flex>
    </Card>
  );
};
