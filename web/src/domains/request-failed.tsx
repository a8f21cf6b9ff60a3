import { serverMessageOf } from '../api/server-message.ts';

/** A failed request, in words: a 400 names what is wrong; anything else is '<status>: <body or status text>'. */
export function RequestFailed({ what, error }: { what: string; error: unknown }) {
  const detail = serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error));
  return (
    <div role="alert" className="alert alert-error">
      {what} failed: {detail}
    </div>
  );
}
