// Lingui set-up. pt-BR is the source locale: msgids are the pt-BR texts, and each message descriptor
// keeps its text (`stripMessageField: false` in vite.config.ts), so the pt-BR UI needs no catalog:
// a text is compiled the first time it shows, then remembered. Loading the compiled catalog instead
// put every text of every screen (~15 kB gz) into the first chunk of /login and /my/id (issue 9
// item 16). The .po catalog is still extracted at build (`npm run build`) for a future second
// language, which would load its compiled catalog on demand.
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const LOCALE = 'pt-BR';

// @lingui/core compiles an uncompiled message on every render; the cache makes it once per text.
type Compiled = ReturnType<typeof compileMessage>;
const compiled = new Map<string, Compiled>();
const cachedCompile = (message: string): Compiled => {
  let hit = compiled.get(message);
  if (hit === undefined) {
    hit = compileMessage(message);
    compiled.set(message, hit);
  }
  return hit;
};

i18n.setMessagesCompiler(cachedCompile);
i18n.loadAndActivate({ locale: LOCALE, messages: {} });

export { i18n };
