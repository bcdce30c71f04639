import './ErrorState.css';

export type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
};

/** Something could not be loaded: say so and offer to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      {onRetry === undefined ? null : (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
