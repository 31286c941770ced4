import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { latestRequestId } from '../../lib/api/request-id';
import { Page } from '../ui/Page';
import './crash.css';

// A chunk of an earlier build the server no longer has (a deploy while the page was open).
const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

type Props = {
  error: unknown;
  /** Where "back" leads (the host's panel, the site's home); a guest's way back is the reload. */
  back?: { to: string; messageId: string };
};

/**
 * What a person sees when a page fails to draw: in their language, a way to try again and a way
 * back, and the id of the latest request for support; never the stack (the console has it).
 */
export const CrashPage = ({ error, back }: Props) => {
  const requestId = latestRequestId();
  useEffect(() => console.error(error), [error]);
  return (
    <Page titleId="crash.title" introId={isStaleChunk(error) ? 'crash.newVersion' : 'crash.text'}>
      {requestId ? (
        <p className="crash-reference">
          <FormattedMessage id="crash.requestId" values={{ id: <code>{requestId}</code> }} />
        </p>
      ) : null}
      <div className="crash-actions">
        <button
          type="button"
          className="ui-button ui-button-primary"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="crash.reload" />
        </button>
        {/* A full load, not the router's: whatever broke is left behind. */}
        {back ? (
          <a className="ui-button" href={back.to}>
            <FormattedMessage id={back.messageId} />
          </a>
        ) : null}
      </div>
    </Page>
  );
};
