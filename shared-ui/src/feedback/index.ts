/**
 * Empty, loading, error and not-found states ('shared-ui/feedback'): every screen says "nothing here", "loading"
 * and "that failed, Retry" the same way. A subpath entry, bundled into the remotes that use it.
 */
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { LoadingState, type LoadingStateProps } from './LoadingState';
export { NotFoundState, type NotFoundStateProps } from './NotFoundState';
export type { FeedbackAlign, FeedbackLayoutProps } from './feedback-layout';
