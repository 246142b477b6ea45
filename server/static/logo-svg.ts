// Simple branded logos for tenants without their own artwork: a rounded badge with the tenant's
// initials in its theme colour, and its name beside it. Light variant for light backgrounds, dark
// variant for the dark theme.

/** 600 and 300 shades of Chakra UI v3's palettes (the names tenants store as their colour). */
const PALETTE: Readonly<Record<string, { strong: string; soft: string }>> = {
  gray: { strong: '#52525b', soft: '#d4d4d8' },
  red: { strong: '#dc2626', soft: '#fca5a5' },
  orange: { strong: '#ea580c', soft: '#fdba74' },
  yellow: { strong: '#ca8a04', soft: '#fde047' },
  green: { strong: '#16a34a', soft: '#86efac' },
  teal: { strong: '#0d9488', soft: '#5eead4' },
  blue: { strong: '#2563eb', soft: '#93c5fd' },
  cyan: { strong: '#0891b2', soft: '#67e8f9' },
  purple: { strong: '#9333ea', soft: '#d8b4fe' },
  pink: { strong: '#db2777', soft: '#f9a8d4' },
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** "Federação Demo de Esportes" → "FD": first letters of the first two words of 3+ letters. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length >= 3);
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((word) => word[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function logoSvg(name: string, color: string, variant: 'light' | 'dark'): string {
  const palette = PALETTE[color] ?? PALETTE.blue!;
  const badge = variant === 'light' ? palette.strong : palette.soft;
  const badgeText = variant === 'light' ? '#ffffff' : '#18181b';
  const text = variant === 'light' ? '#18181b' : '#fafafa';
  const label = name.length > 40 ? `${name.slice(0, 39)}…` : name;
  // No font metrics on the server: a generous average glyph width, so the name is never clipped.
  const width = 80 + Math.ceil(label.length * 10.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img" aria-label="${escapeXml(name)}">
  <rect x="4" y="4" width="48" height="48" rx="12" fill="${badge}"/>
  <text x="28" y="35" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${badgeText}">${escapeXml(initials(name))}</text>
  <text x="64" y="35" font-family="system-ui, sans-serif" font-size="17" font-weight="600" fill="${text}">${escapeXml(label)}</text>
</svg>
`;
}
