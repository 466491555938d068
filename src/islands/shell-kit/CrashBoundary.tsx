/** The error boundary every shell island renders inside: a failed island shows the crash screen, the page lives on. */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.tsx';
import type { CrashLinks } from './crash-links.ts';

interface CrashBoundaryProps {
  links: CrashLinks;
  children: ReactNode;
}

interface CrashBoundaryState {
  crashed: boolean;
}

export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An island crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashScreen {...this.props.links} inline /> : this.props.children;
  }
}

/** An island that renders inside its own CrashBoundary, from the crash links it is given as `crash`. */
export function withCrashBoundary<P extends { crash: CrashLinks }>(Island: ComponentType<Omit<P, 'crash'>>): ComponentType<P> {
  return function Guarded({ crash, ...props }: P) {
    return (
      <CrashBoundary links={crash}>
        <Island {...props} />
      </CrashBoundary>
    );
  };
}
