import { Code, List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

// Renders the Markdown of the product's own docs (headings, paragraphs, lists, tables, code and
// **bold** / *italic* / `code` inline): the subset docs/ask-rules.md uses, and nothing that runs code.

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'list'; isOrdered: boolean; items: ListItem[] };

interface ListItem {
  text: string;
  children: Block[];
}

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function parseList(lines: string[], start: number): [Block, number] {
  const first = LIST_ITEM.exec(lines[start]!)!;
  const indent = first[1]!.length;
  const isOrdered = /\d/.test(first[2]!);
  const items: ListItem[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = LIST_ITEM.exec(line);
    if (item && item[1]!.length === indent) {
      items.push({ text: item[3]!, children: [] });
      i++;
      continue;
    }
    const lineIndent = line.length - line.trimStart().length;
    if (line.trim() === '') {
      const next = lines[i + 1];
      if (next !== undefined && next.trim() !== '' && next.length - next.trimStart().length > indent) {
        i++;
        continue;
      }
      break;
    }
    if (lineIndent <= indent || items.length === 0) break;
    // Deeper lines belong to the last item: a nested list, or more of its text.
    const nested = parseBlocks(collectIndented(lines, i, indent));
    const last = items[items.length - 1]!;
    if (nested.length > 0 && nested[0]!.kind === 'paragraph' && last.children.length === 0 && lines[i - 1]?.trim() !== '') {
      last.text += ' ' + (nested.shift() as { text: string }).text;
    }
    last.children.push(...nested);
    i += countIndented(lines, i, indent);
  }
  return [{ kind: 'list', isOrdered, items }, i];
}

function countIndented(lines: string[], start: number, indent: number): number {
  let i = start;
  while (i < lines.length && lines[i]!.trim() !== '' && lines[i]!.length - lines[i]!.trimStart().length > indent) i++;
  return i - start;
}

function collectIndented(lines: string[], start: number, indent: number): string[] {
  return lines
    .slice(start, start + countIndented(lines, start, indent))
    .map((line) => line.slice(Math.min(indent + 2, line.length - line.trimStart().length)));
}

export function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
    } else if (line.startsWith('```')) {
      const end = lines.indexOf('```', i + 1);
      const last = end === -1 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(i + 1, last).join('\n') });
      i = last + 1;
    } else if (/^#{1,6}\s/.test(line)) {
      const [, hashes, text] = /^(#{1,6})\s+(.*)$/.exec(line)!;
      blocks.push({ kind: 'heading', level: hashes!.length, text: text! });
      i++;
    } else if (line.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith('|')) {
        if (!/^\s*\|[\s|:-]+\|\s*$/.test(lines[i]!)) rows.push(tableCells(lines[i]!));
        i++;
      }
      blocks.push({ kind: 'table', rows });
    } else if (LIST_ITEM.test(line)) {
      const [block, next] = parseList(lines, i);
      blocks.push(block);
      i = next;
    } else {
      const text: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '' && !/^(#{1,6}\s|```|\s*\|)/.test(lines[i]!) && !LIST_ITEM.test(lines[i]!))
        text.push(lines[i++]!.trim());
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

function Inline({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`)/g);
  return (
    <>
      {parts.map((part, index): ReactNode => {
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <Code key={index}>{part.slice(1, -1)}</Code>;
        if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
        return part;
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={Math.min(block.level, 6) as TitleOrder} mt={block.level === 1 ? 0 : 'lg'}>
          <Inline text={block.text} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text>
          <Inline text={block.text} />
        </Text>
      );
    case 'code':
      return <Code block>{block.text}</Code>;
    case 'table': {
      const [head, ...body] = block.rows;
      return (
        <Table.ScrollContainer minWidth={500}>
          <Table striped withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                {head?.map((cell, i) => (
                  <Table.Th key={i}>
                    <Inline text={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {body.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td key={i}>
                      <Inline text={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    case 'list':
      return (
        <List type={block.isOrdered ? 'ordered' : 'unordered'} spacing={4} withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Inline text={item.text} />
              {item.children.map((child, c) => (
                <BlockView key={c} block={child} />
              ))}
            </List.Item>
          ))}
        </List>
      );
  }
}

export function MarkdownView({ markdown }: { markdown: string }) {
  const blocks = parseBlocks(markdown.replace(/\r\n/g, '\n').split('\n'));
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
