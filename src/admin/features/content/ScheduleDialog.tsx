import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The current publication time of a scheduled article, offered again. */
  initial: string | null;
  onCancel: () => void;
  /** Resolves when the schedule is saved; the dialog then closes. */
  onConfirm: (publishAt: string) => Promise<unknown>;
}

/** When a draft (or a scheduled article) goes live: a time in the future, in local time. */
export function ScheduleDialog({ initial, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [at, setAt] = useState<Dayjs | null>(initial ? dayjs(initial) : null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!at) return setError(t('form.required'));
    if (!at.isAfter(dayjs())) return setError(t('content.schedule_future'));
    setBusy(true);
    await onConfirm(at.toISOString()).catch(() => undefined);
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('content.schedule_title')}
      okText={t('content.schedule')}
      okButtonProps={{ loading: busy }}
      cancelText={t('queue.cancel')}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <Form layout="vertical" onFinish={() => void confirm()}>
        <Form.Item
          label={t('content.schedule_at')}
          htmlFor="publish_at"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <DatePicker
            id="publish_at"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            onChange={(value) => {
              setError(undefined);
              setAt(value);
            }}
            style={{ width: 260 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
