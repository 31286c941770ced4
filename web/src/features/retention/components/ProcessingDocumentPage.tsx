import incidentRunbook from '../../../../../docs/incident-runbook.md?raw';
import recordOfProcessing from '../../../../../docs/record-of-processing.md?raw';
import { markdownBlocks, type MarkdownBlock } from './markdown-blocks';
import { MarkdownText } from './MarkdownText';
import './retention.css';

/** The documents the privacy policy links to, as docs/ holds them (English). */
const DOCUMENTS = {
  'record-of-processing': recordOfProcessing,
  'incident-runbook': incidentRunbook,
} as const;

const Block = ({ block }: { block: MarkdownBlock }) => {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading>
          <MarkdownText text={block.text} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <MarkdownText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item.text}>
              <MarkdownText text={item.text} />
              {item.items.length > 0 ? (
                <ul>
                  {item.items.map((inner) => (
                    <li key={inner}>
                      <MarkdownText text={inner} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        // Scrolls sideways on a phone: the keyboard reaches it to scroll it, named by its columns.
        <div
          className="processing-table"
          role="region"
          tabIndex={0}
          aria-label={block.header.join(' · ')}
        >
          <table>
            <thead>
              <tr>
                {block.header.map((cell) => (
                  <th key={cell} scope="col">
                    <MarkdownText text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <MarkdownText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
};

/**
 * /lgpd/record-of-processing and /lgpd/incident-runbook (issue 32): the record of processing
 * and the incident runbook, linked from the privacy policy, in English as docs/ keeps them.
 */
export const ProcessingDocumentPage = ({ document }: { document: keyof typeof DOCUMENTS }) => (
  <article className="page processing-document" lang="en-US">
    {markdownBlocks(DOCUMENTS[document]).map((block, index) => (
      <Block key={index} block={block} />
    ))}
  </article>
);
