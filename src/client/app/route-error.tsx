import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ui/error-state';

/** A page that failed to load its code (e.g. after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return <ErrorState message={t('errors.page')} onRetry={() => window.location.reload()} />;
}

/**
 * Catches a page that throws while loading or rendering, so the header, the cart and the footer
 * stay usable; keyed by the path in the layout, so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
