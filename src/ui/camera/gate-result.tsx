// A gate's answer to one scan, full screen (the meals scanner's, a venue's reservation check-in):
// green (checked in), amber (already in, not counted twice; or outside the meal's hours, asking to
// confirm), red (refused, with the reason). Large type and high contrast (white on dark green/red,
// near-black on amber: all above WCAG AAA 7:1), readable at arm's length in a canteen; a tap or
// Enter/Escape/Space dismisses it before its timer does. A photo the federation has not verified
// (the list's copy says so: meal-snapshots.ts) reads "Não verificado" under it.
//
// Plain elements with inline styles, not Chakra components: this renders on the hot path of the
// scan (decode → painted, ≤ 30 ms p95), and a styled-system render computes and may insert CSS
// rules per element, which also makes the browser recalculate styles for the whole page. The
// colours are the same in light and dark mode on purpose (a result, not a themed surface).
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type CSSProperties } from 'react';
import { useFileUrl } from '../../data/files';
import { hhmm, type ScanVerdict } from './gate-verdict';

const TONES = {
  ok: { background: '#0b5d2a', color: '#ffffff', mark: '✓' },
  warn: { background: '#fbbf24', color: '#111111', mark: '!' },
  error: { background: '#a11212', color: '#ffffff', mark: '✕' },
  confirm: { background: '#fbbf24', color: '#111111', mark: '?' },
} as const;

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1400,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
  padding: '2.5rem 1.5rem',
  textAlign: 'center',
  cursor: 'pointer',
  fontFamily: 'inherit',
};
const counterStyle: CSSProperties = { position: 'absolute', top: '1rem', insetInlineEnd: '1.25rem', fontSize: 'clamp(1.25rem, 3vw, 1.75rem)', fontWeight: 700 };
const markStyle: CSSProperties = { fontSize: 'clamp(3.5rem, 12vw, 5.5rem)', lineHeight: 1, fontWeight: 900 };
const titleStyle: CSSProperties = { fontSize: 'clamp(1.9rem, 6vw, 3.25rem)', lineHeight: 1.1, fontWeight: 900, margin: 0 };
const nameStyle: CSSProperties = { fontSize: 'clamp(1.5rem, 5vw, 2.5rem)', lineHeight: 1.2, fontWeight: 700, margin: 0 };
const lineStyle: CSSProperties = { fontSize: 'clamp(1.15rem, 3.5vw, 1.9rem)', fontWeight: 600, margin: 0, maxWidth: '48rem' };
const smallStyle: CSSProperties = { fontSize: 'clamp(1rem, 2.5vw, 1.25rem)', margin: 0 };
/** A badge of its own colours (near-black on white, 19:1), readable on every tone's background. */
const unverifiedStyle: CSSProperties = { fontSize: 'clamp(1.1rem, 3vw, 1.5rem)', fontWeight: 800, margin: 0, padding: '0.25rem 0.75rem', borderRadius: '0.5rem', background: '#ffffff', color: '#111111', border: '3px solid #111111' };
const hintStyle: CSSProperties = { fontSize: '1rem', opacity: 0.85, marginTop: '1rem' };
const buttonStyle: CSSProperties = { fontSize: '1.25rem', fontWeight: 700, padding: '0.75rem 1.5rem', borderRadius: '0.5rem', border: '2px solid #111111', cursor: 'pointer', minHeight: '3rem' };
const photoSize = 'clamp(8rem, 28vw, 12rem)';
const photoStyle: CSSProperties = { width: photoSize, height: photoSize, borderRadius: '50%', objectFit: 'cover', border: '4px solid currentColor', background: 'rgba(255,255,255,0.7)' };
const initialsStyle: CSSProperties = { ...photoStyle, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,0.2)', fontSize: '3rem', fontWeight: 700 };

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

function Photo({ url, name }: { url: string | null; name: string }) {
  const { t } = useLingui();
  const src = useFileUrl(url, 'card') ?? null;
  const [failed, setFailed] = useState(false); // not cached and no network: initials, not a broken image
  if (!src || failed) return <div aria-hidden="true" style={initialsStyle}>{initials(name)}</div>;
  return <img src={src} alt={t`Foto de ${name}`} style={photoStyle} decoding="async" onError={() => setFailed(true)} />;
}

interface ScanResultProps {
  verdict: ScanVerdict;
  /** "N de M": the live counter stays in sight. */
  counter: string;
  onDismiss(): void;
  /** The result of a confirmed out-of-window check-in. */
  onConfirmed?(verdict: ScanVerdict): void;
}

/** The full-screen result. Announced by the page's live region, not here (it mounts per scan). */
export const ScanResult = memo(function ScanResult({ verdict, counter, onDismiss, onConfirmed }: ScanResultProps) {
  const tone = TONES[verdict.tone];
  const person = verdict.person;
  return (
    <div data-testid="scan-result" data-tone={verdict.tone} style={{ ...overlay, background: tone.background, color: tone.color }} onClick={onDismiss}>
      <div style={counterStyle} data-testid="scan-result-counter">{counter}</div>
      <div aria-hidden="true" style={markStyle}>{tone.mark}</div>
      <h2 style={titleStyle}>
        {verdict.tone === 'ok' && <Trans>Liberado</Trans>}
        {verdict.tone === 'warn' && <Trans>Já registrado às {hhmm(verdict.at)}</Trans>}
        {verdict.tone === 'error' && <Trans>Recusado</Trans>}
        {verdict.tone === 'confirm' && <Trans>Fora do horário ({verdict.window}). Registrar mesmo assim?</Trans>}
      </h2>
      {person && (
        <>
          <Photo url={person.photoUrl} name={person.displayName} />
          {person.unverified && <p style={unverifiedStyle} data-testid="scan-unverified"><Trans>Não verificado: a federação ainda não conferiu esta foto.</Trans></p>}
          <p style={nameStyle} data-testid="scan-person">{person.displayName}</p>
          {person.associationName && <p style={smallStyle}>{person.associationName}</p>}
          {person.details?.map((line) => <p key={line} style={lineStyle} data-testid="scan-detail">{line}</p>)}
        </>
      )}
      {verdict.tone === 'ok' && <p style={lineStyle}><Trans>às {hhmm(verdict.at)}</Trans></p>}
      {verdict.tone === 'warn' && <p style={lineStyle}><Trans>Não contado de novo.</Trans></p>}
      {verdict.tone === 'error' && <p style={lineStyle} data-testid="scan-reason">{verdict.message}</p>}
      {verdict.tone === 'confirm' ? (
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', justifyContent: 'center' }} onClick={(e) => e.stopPropagation()}>
          <button type="button" autoFocus style={{ ...buttonStyle, background: '#111111', color: '#ffffff' }}
            onClick={() => void verdict.confirm().then((next) => onConfirmed?.(next))}>
            <Trans>Registrar mesmo assim</Trans>
          </button>
          <button type="button" style={{ ...buttonStyle, background: 'transparent', color: '#111111' }} onClick={onDismiss}>
            <Trans>Cancelar</Trans>
          </button>
        </div>
      ) : (
        <p style={hintStyle}><Trans>Toque para continuar</Trans></p>
      )}
    </div>
  );
});

/** What the live region says for a result (screen readers). */
export function useAnnouncement(): (verdict: ScanVerdict) => string {
  const { t } = useLingui();
  return (verdict) => {
    if (verdict.tone === 'ok') return t`Liberado: ${verdict.person.displayName}, às ${hhmm(verdict.at)}.`;
    if (verdict.tone === 'warn') return t`${verdict.person.displayName} já registrado às ${hhmm(verdict.at)}. Não contado de novo.`;
    if (verdict.tone === 'confirm') return t`${verdict.person.displayName}: fora do horário (${verdict.window}). Registrar mesmo assim?`;
    return t`Recusado: ${verdict.message}`;
  };
}
