// The home's upper part: each visible section in a card with its h2, its body and its link.
import { Button, Card, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { HOME_SECTIONS } from './home-sections';
import { useCanOpen } from './open-path';
import { firstOpen, visibleSections } from './visible-sections';

export function HomeSections() {
  const canOpen = useCanOpen();
  const sections = visibleSections(HOME_SECTIONS, canOpen);
  if (sections.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="8" data-testid="home-sections">
      {sections.map((section) => {
        const href = section.link === false ? undefined : firstOpen(section, canOpen);
        const title = i18n._(section.title);
        return (
          <Card.Root as="section" key={section.id} variant="outline" aria-label={title} data-testid={`home-section-${section.id}`}>
            <Card.Body gap="3">
              <HStack justify="space-between" align="center" gap="2" wrap="wrap">
                <Heading as="h2" size="md">{title}</Heading>
                {href && section.link && (
                  <Button asChild size="sm" variant="outline"><Link to={href}>{i18n._(section.link)}</Link></Button>
                )}
              </HStack>
              <section.Component canOpen={canOpen} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
