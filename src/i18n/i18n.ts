// Lingui set-up. pt-BR is the source locale: msgids are the pt-BR texts, and the vite plugin
// compiles the .po catalog at build time (and in tests).
import { i18n } from '@lingui/core';
import { messages } from './locales/pt-BR/messages.po';

export const LOCALE = 'pt-BR';

i18n.loadAndActivate({ locale: LOCALE, messages });

export { i18n };
