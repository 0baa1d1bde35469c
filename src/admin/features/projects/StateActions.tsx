import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminProject, ProjectOperatorState } from '../../api/generated/model';
import { ACTION } from './projectText';

/** The state changes a project offers: back to draft only while it holds no subscription. */
function targetsOf(p: AdminProject): ProjectOperatorState[] {
  switch (p.state) {
    case 'draft':
      return ['open', 'closed'];
    case 'open':
      return p.subscriptions > 0 ? ['closed'] : ['closed', 'draft'];
    default:
      return p.subscriptions > 0 ? ['open'] : ['open', 'draft'];
  }
}

interface Props {
  project: AdminProject;
  onChange: (state: ProjectOperatorState) => Promise<unknown>;
}

/** Each state change asks for confirmation, saying what happens to existing subscriptions. */
export function StateActions({ project, onChange }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirm = (state: ProjectOperatorState) =>
    modal.confirm({
      title: t(ACTION[state].title, { id: project.id }),
      content: t(ACTION[state].hint, { n: project.subscriptions }),
      okText: t('projects.confirm_ok'),
      cancelText: t('projects.cancel'),
      onOk: () => onChange(state),
    });
  return (
    <Space wrap>
      {targetsOf(project).map((state) => (
        <Button key={state} size="small" danger={state === 'closed'} onClick={() => confirm(state)}>
          {t(ACTION[state].button)}
        </Button>
      ))}
    </Space>
  );
}
