import { chakra, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { fillPath } from './nested';
import type { ParentRow } from './use-parents';

interface NestedCrumbsProps {
  parents: readonly ParentRow[];
  params: Readonly<Record<string, string | undefined>>;
  /** The list the page belongs to, when the page is not the list itself (create, edit, show). */
  list?: { label: string; href: string } | undefined;
}

// A plain ordered list of links (WAI breadcrumb pattern) rather than Chakra's Breadcrumb, whose
// recipe the app's trimmed theme (src/ui/theme.ts) does not carry.
/** "Série A 2023 › Equipes participantes": a link to each parent, to go back up. */
export function NestedCrumbs({ parents, params, list }: NestedCrumbsProps) {
  const { t } = useLingui();
  const items = [
    ...parents.map((p) => ({ label: p.title || t`(sem nome)`, href: fillPath(p.parent.href, params) })),
    ...(list ? [list] : []),
  ];
  return (
    <nav aria-label={t`Você está em`}>
      <Flex as="ol" wrap="wrap" gap="1" mb="2" fontSize="sm" listStyleType="none">
        {items.map((item, i) => (
          <chakra.li key={item.href} display="inline-flex" gap="1" minW="0" overflowWrap="anywhere">
            {i > 0 && <chakra.span aria-hidden="true" color="fg.subtle">›</chakra.span>}
            <ChakraLink asChild color="fg.muted"><Link to={item.href}>{item.label}</Link></ChakraLink>
          </chakra.li>
        ))}
      </Flex>
    </nav>
  );
}
