// What a home section declares: one small file per persona or area under
// sections/, listed once in home-sections.ts. The home shows a section only when at least one of its
// `routes` is a screen that exists and the user may open (open-path.ts), so a section never offers a
// dead link, and a section naming a screen another area adds later lights up by itself.
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { CanOpen } from './open-path';

export interface HomeSection {
  /** Stable id: `data-testid="home-section-<id>"`. */
  id: string;
  /** The section's h2. */
  title: MessageDescriptor;
  /**
   * Screens the section leads to, main one first; the section shows when ANY of them is open to the
   * user (route in the table, guard passed). Inner links check their own path the same way.
   */
  routes: readonly string[];
  /** The user's work (meals, referee, manager, queues) comes first, their own person after. */
  group: 'work' | 'person';
  /** The frame's link to the section's first open screen; false when the body links each item itself. */
  link?: MessageDescriptor | false;
  /** The body (the frame draws the h2 and the "Abrir" link); reads the local replica only. */
  Component: ComponentType<SectionProps>;
}

export interface SectionProps {
  canOpen: CanOpen;
}
