import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState/ErrorState';
import i18n from '../i18n';

interface State {
  error: Error | null;
}

/**
 * A page that throws while rendering shows an error with Retry instead of blanking the whole
 * app. AppRoutes keys it by path, so moving to another page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Page crashed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        fullPage
        message={i18n.t('common:state.error')}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
