// A handful of line icons drawn for the shell (no icon package is installed). All decorative:
// the controls that use them carry their own aria-label.
import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

const line = (...children: ReactElement[]) => (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">{children}</g>
);
const icon = (displayName: string, body: ReactElement) =>
  createIcon({ displayName, viewBox: '0 0 24 24', path: body, defaultProps: { 'aria-hidden': true, boxSize: '5' } });

export const MenuIcon = icon('MenuIcon', line(<path key="a" d="M4 6h16M4 12h16M4 18h16" />));
export const SunIcon = icon('SunIcon', line(
  <circle key="c" cx="12" cy="12" r="4" />,
  <path key="r" d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
));
export const MoonIcon = icon('MoonIcon', line(<path key="m" d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />));
export const ChevronDownIcon = icon('ChevronDownIcon', line(<path key="c" d="M6 9l6 6 6-6" />));
export const LogoutIcon = icon('LogoutIcon', line(<path key="d" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />, <path key="a" d="M16 17l5-5-5-5M21 12H9" />));
export const InfoIcon = icon('InfoIcon', line(<circle key="c" cx="12" cy="12" r="9" />, <path key="i" d="M12 11v5M12 8h.01" />));
export const HelpIcon = icon('HelpIcon', line(<circle key="c" cx="12" cy="12" r="9" />, <path key="q" d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />));
export const DownloadIcon = icon('DownloadIcon', line(<path key="d" d="M12 3v12M7 10l5 5 5-5M5 21h14" />));
export const ArrowRightIcon = icon('ArrowRightIcon', line(<path key="a" d="M5 12h14M13 6l6 6-6 6" />));
