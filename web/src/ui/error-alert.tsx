import { errorMessageOf } from '../api/error-message.ts';

type ErrorAlertProps = {
  /** What failed, in bold above the detail ("Failed to load watchlist"). */
  title?: string;
} & (
  | {
      /** A failed request: the alert says what the API said about it, else `fallback`. */
      error: unknown;
      fallback: string;
    }
  | {
      /** A sentence already written for the visitor, or nothing beyond the title. */
      message: string | undefined;
    }
);

/**
 * A failure said in an alert the screen reader announces. A request's failure shows the API's
 * own message (`errorMessageOf`): a 400 names the wrong field, a 429 says when to try again.
 */
export function ErrorAlert(props: ErrorAlertProps) {
  const detail = 'error' in props ? errorMessageOf(props.error, props.fallback) : props.message;
  if (props.title === undefined) {
    return (
      <div role="alert" className="alert alert-error">
        {detail}
      </div>
    );
  }
  // The space between the two lines keeps them two sentences in the alert's text content.
  return (
    <div role="alert" className="alert alert-error flex flex-col items-start">
      <p className="font-semibold">{props.title}</p> {detail && <p>{detail}</p>}
    </div>
  );
}
