import { Anchor, Code, List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// The product's own docs (docs/ask-rules.md) rendered by react-markdown with GitHub tables (remark-gfm),
// drawn with Mantine's components. Raw HTML in the Markdown is not rendered, and nothing in it runs.

type Props = { children?: ReactNode } & ExtraProps;

function heading(order: TitleOrder) {
  return function Heading({ children }: Props) {
    return (
      <Title order={order} mt={order === 1 ? 0 : 'lg'}>
        {children}
      </Title>
    );
  };
}

/** The text of a fenced code block (its <pre><code> node), without the final line break. */
function codeText(node: ExtraProps['node']): string {
  const code = node?.children[0];
  if (!code || code.type !== 'element') return '';
  return code.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .replace(/\n$/, '');
}

const COMPONENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  p: ({ children }: Props) => <Text>{children}</Text>,
  a: ({ children, href }: Props & { href?: string }) => <Anchor href={href}>{children}</Anchor>,
  ul: ({ children }: Props) => (
    <List type="unordered" spacing={4} withPadding>
      {children}
    </List>
  ),
  ol: ({ children }: Props) => (
    <List type="ordered" spacing={4} withPadding>
      {children}
    </List>
  ),
  li: ({ children }: Props) => <List.Item>{children}</List.Item>,
  pre: ({ node }: Props) => <Code block>{codeText(node)}</Code>,
  code: ({ children }: Props) => <Code>{children}</Code>,
  table: ({ children }: Props) => (
    <Table.ScrollContainer minWidth={500}>
      <Table striped withTableBorder withColumnBorders>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  thead: ({ children }: Props) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }: Props) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }: Props) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children }: Props) => <Table.Th>{children}</Table.Th>,
  td: ({ children }: Props) => <Table.Td>{children}</Table.Td>,
};

export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS} skipHtml>
      {markdown}
    </Markdown>
  );
}
