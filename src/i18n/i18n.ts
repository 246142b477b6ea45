// Lingui set-up. pt-BR is the source locale: msgids are the pt-BR texts, and each message descriptor
// keeps its text (`stripMessageField: false`), compiled at build time (scripts/lingui-precompile.ts),
// so the pt-BR UI needs neither a catalog nor a message compiler at run time. Loading the compiled
// catalog instead put every text of every screen (~15 kB gz) into the first chunk of /login and
// /my/id, and the run-time compiler cost ~6 kB gz more. The .po catalog
// is still extracted at build (`npm run build`) for a future second language, which would load its
// compiled catalog on demand.
import { i18n } from '@lingui/core';

export const LOCALE = 'pt-BR';

// A text that reaches the runtime as a string has no placeholders: the build compiled every one that
// had (a string stays a string there). Without a compiler set, @lingui/core logs "Uncompiled message
// detected!" for each such text on every render, in production too; the same identity in tests, so
// they check the build-time compilation the app relies on.
// A plain text compiles to itself, as compileMessage would: [text].
i18n.setMessagesCompiler((text) => [text]);
i18n.loadAndActivate({ locale: LOCALE, messages: {} });

export { i18n };
