import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/client/components/ui/error-state';
import { useShopName } from '@/client/lib/use-shop-name';

/** A page that failed to load its code (e.g. after a deploy): offer a reload. */
function PageError() {
  const { t } = useTranslation();
  const shopName = useShopName();
  return (
    <>
      <title>{shopName}</title>
      <ErrorState message={t('errors.page')} onRetry={() => window.location.reload()} />
    </>
  );
}

/**
 * Catches a page that throws while loading or rendering, so the header, the cart and the footer
 * stay usable (React logs the error); keyed by the path in the layout, so moving to another page
 * starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
