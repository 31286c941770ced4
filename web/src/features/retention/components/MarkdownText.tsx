import { Fragment } from 'react';
import { Link } from 'react-router';

// `code`, **strong** and [links](to); a link to a sibling document (x.md) opens its page.
const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)]+)\)$/;

const linkTo = (target: string) => target.replace(/^([a-z-]+)\.md$/, '/lgpd/$1');

/** One line of the documents' Markdown, as React nodes (never as HTML). */
export const MarkdownText = ({ text }: { text: string }) => (
  <>
    {text.split(INLINE).map((part, index) => {
      const link = LINK.exec(part);
      if (link)
        return (
          <Link key={index} to={linkTo(link[2] ?? '')}>
            {link[1]}
          </Link>
        );
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
        return <code key={index}>{part.slice(1, -1)}</code>;
      if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
        return <strong key={index}>{part.slice(2, -2)}</strong>;
      return <Fragment key={index}>{part}</Fragment>;
    })}
  </>
);
