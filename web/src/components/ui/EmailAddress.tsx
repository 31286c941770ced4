import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to, before the "@" and the dots,
 * instead of mid-word; a part longer than the line still breaks rather than overflowing.
 */
export const EmailAddress = ({ email }: { email: string }) => (
  <span className="ui-email">
    {email.split(/(?=[@.])/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </span>
);
