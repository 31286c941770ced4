import { Component, type ReactNode } from 'react';
import { CrashPage } from './CrashPage';

type State = { error: unknown; failed: boolean };

/** For a tree without the router's error elements (the guest's pages): the crash page instead. */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <CrashPage error={this.state.error} /> : this.props.children;
  }
}
