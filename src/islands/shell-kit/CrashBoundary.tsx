/** The error boundary every shell island renders inside: a failed island shows the crash screen, the page lives on. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
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
