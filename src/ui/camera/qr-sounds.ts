// Feedback a gate operator hears and feels without looking: WebAudio beeps (no audio files to
// download or cache) and `navigator.vibrate` where the device has it. Three distinct patterns:
//   ok      two short rising notes          vibrate 80 ms
//   warn    two equal middle notes           vibrate 80-60-80
//   error   one long low buzz                vibrate 300 ms
// Browsers start an AudioContext suspended until the page has had a user gesture; `unlockAudio`
// is called from the page's first tap or key so the following beeps play.

export type Feedback = 'ok' | 'warn' | 'error';

interface Note {
  freq: number;
  start: number;
  duration: number;
  type: OscillatorType;
}

const PATTERNS: Record<Feedback, { notes: Note[]; vibrate: number[] }> = {
  ok: {
    notes: [
      { freq: 880, start: 0, duration: 0.09, type: 'sine' },
      { freq: 1320, start: 0.1, duration: 0.12, type: 'sine' },
    ],
    vibrate: [80],
  },
  warn: {
    notes: [
      { freq: 660, start: 0, duration: 0.12, type: 'triangle' },
      { freq: 660, start: 0.2, duration: 0.12, type: 'triangle' },
    ],
    vibrate: [80, 60, 80],
  },
  error: {
    notes: [{ freq: 200, start: 0, duration: 0.4, type: 'square' }],
    vibrate: [300],
  },
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Call from a user gesture: lets later beeps play. */
export function unlockAudio(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Beeps and vibrates for a result; silent where the device cannot (never throws). */
export function playFeedback(kind: Feedback, { sound = true }: { sound?: boolean } = {}): void {
  const pattern = PATTERNS[kind];
  try {
    // Before any tap Chromium refuses (and logs) vibration: don't ask then.
    if (navigator.userActivation?.hasBeenActive !== false) navigator.vibrate?.(pattern.vibrate);
  } catch {
    // vibration refused (no user activation yet): the beep and the screen still tell
  }
  if (!sound) return;
  const ctx = audio();
  if (!ctx || ctx.state !== 'running') {
    unlockAudio();
    return;
  }
  const t0 = ctx.currentTime + 0.01;
  for (const note of pattern.notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type;
    osc.frequency.value = note.freq;
    // A short attack and release: no clicks at the edges.
    gain.gain.setValueAtTime(0, t0 + note.start);
    gain.gain.linearRampToValueAtTime(0.25, t0 + note.start + 0.01);
    gain.gain.setValueAtTime(0.25, t0 + note.start + note.duration - 0.02);
    gain.gain.linearRampToValueAtTime(0, t0 + note.start + note.duration);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + note.start);
    osc.stop(t0 + note.start + note.duration + 0.01);
  }
}
