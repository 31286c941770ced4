import { FormattedMessage } from 'react-intl';

/** A plain table's head: one column header per message id, in order. */
export const TableHead = ({ messageIds }: { messageIds: readonly string[] }) => (
  <thead>
    <tr>
      {messageIds.map((id) => (
        <th key={id} scope="col">
          <FormattedMessage id={id} />
        </th>
      ))}
    </tr>
  </thead>
);
