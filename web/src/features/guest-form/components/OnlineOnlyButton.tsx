import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOnline } from '../../../lib/offline/use-online';

/**
 * A button whose action needs the server (importing earlier data, unlocking masked data):
 * offline it stays in sight, disabled, saying why, instead of failing once tapped.
 */
export const OnlineOnlyButton = ({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => void;
  children: ReactNode;
}) => {
  const online = useOnline();
  const why = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={onClick}
        disabled={!online}
        aria-describedby={online ? undefined : why}
      >
        {children}
      </button>
      {online ? null : (
        <p id={why} className="needs-connection">
          <FormattedMessage id="guest.offline.needsConnection" />
        </p>
      )}
    </>
  );
};
