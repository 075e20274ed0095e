import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/**
 * Rendered inside the layout when a route throws (e.g. its code failed to download after a
 * deploy). Unknown paths never get here: the '*' route shows the 404 page.
 */
export function RouteError() {
  return (
    <Container className="py-24 sm:py-32">
      <PageTitle title="Something went wrong" />
      <div className="mx-auto max-w-xl text-center" role="alert">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Something went wrong
        </h1>
        <p className="mt-4 text-lg/8 text-slate-600 dark:text-slate-400">
          This page could not be shown. Reloading usually helps; if it keeps happening, please
          contact us.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link to={paths.home} className={buttonClass('outline', 'lg')} reloadDocument>
            Go back home
          </Link>
        </div>
      </div>
    </Container>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string };

/** Catches what a page throws while rendering; a new navigation tries again. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of a page that failed, until the visitor goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
