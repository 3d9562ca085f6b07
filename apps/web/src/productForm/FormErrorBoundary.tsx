import { Component, type ReactNode } from 'react';

interface FormErrorBoundaryProps {
  /** Shown instead of the form once it has failed; it should let the person close it. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside the product form (or its lazily loaded code) from taking the whole
 * list page down — which, with the edit marker kept across reloads, would happen again on
 * every reload.
 */
export class FormErrorBoundary extends Component<FormErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
