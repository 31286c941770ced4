/**
 * The little Markdown the record of processing and the incident runbook are written in, read
 * into blocks: headings, paragraphs, lists (a line indented under an item continues it) and
 * tables. Anything else reads as a paragraph, so a new construct degrades to plain text.
 */
/** A list's item, with the bulleted items indented under it (one level). */
export type ListItem = { text: string; items: string[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const HEADING = /^(#{1,3}) (.*)$/;
const ITEM = /^\s*(?:[-*]|(\d+)\.) (.*)$/;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

type Reader = { lines: string[]; at: number };

const readTable = (reader: Reader): MarkdownBlock => {
  const header = cells(reader.lines[reader.at] ?? '');
  reader.at += 2; // the header and its --- line
  const rows: string[][] = [];
  while (reader.lines[reader.at]?.trim().startsWith('|'))
    rows.push(cells(reader.lines[reader.at++]!));
  return { kind: 'table', header, rows };
};

/** An item's line: at the list's level, indented under the item before (2-3 spaces), or neither. */
const itemLevel = (line: string): 0 | 1 | null => {
  if (!ITEM.test(line)) return null;
  const indent = /^\s*/.exec(line)![0].length;
  return indent < 2 ? 0 : indent < 4 ? 1 : null;
};

const readList = (reader: Reader): MarkdownBlock => {
  const ordered = ITEM.exec(reader.lines[reader.at] ?? '')?.[1] !== undefined;
  const items: ListItem[] = [];
  for (let line = reader.lines[reader.at]; line !== undefined && line.trim() !== '';) {
    const level = itemLevel(line);
    const text = ITEM.exec(line)?.[2] ?? '';
    const last = items[items.length - 1];
    if (level === 0 || !last) items.push({ text, items: [] });
    else if (level === 1) last.items.push(text);
    // A line that continues the item above it: its last indented item's, or its own.
    else if (last.items.length > 0) last.items[last.items.length - 1] += ` ${line.trim()}`;
    else last.text += ` ${line.trim()}`;
    line = reader.lines[++reader.at];
  }
  return { kind: 'list', ordered, items };
};

const readParagraph = (reader: Reader): MarkdownBlock => {
  const parts: string[] = [];
  for (let line = reader.lines[reader.at]; line !== undefined && line.trim() !== '';) {
    if (HEADING.test(line) || (parts.length > 0 && ITEM.test(line))) break;
    parts.push(line.trim());
    line = reader.lines[++reader.at];
  }
  return { kind: 'paragraph', text: parts.join(' ') };
};

export const markdownBlocks = (source: string): MarkdownBlock[] => {
  const reader: Reader = { lines: source.split('\n'), at: 0 };
  const blocks: MarkdownBlock[] = [];
  while (reader.at < reader.lines.length) {
    const line = reader.lines[reader.at] ?? '';
    const heading = HEADING.exec(line);
    if (line.trim() === '') reader.at += 1;
    else if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
      reader.at += 1;
    } else if (line.trim().startsWith('|')) blocks.push(readTable(reader));
    else if (ITEM.test(line)) blocks.push(readList(reader));
    else blocks.push(readParagraph(reader));
  }
  return blocks;
};
