// The camera and QR decoder of the gate, around html5-qrcode's `Html5Qrcode` (not its Scanner UI
// widget: the gate draws its own). html5-qrcode is ~110 kB gz, so only the scan page loads this
// module, with `import('./qr-scanner')`: it never reaches the main bundle.
//
// Rear camera by default (`facingMode: environment`), switch between the cameras the device lists,
// torch when the running track says it has one. Errors come back as a `CameraProblem` kind the
// page words in pt-BR (permission denied, no camera, camera busy, no camera API).

import { Html5Qrcode, Html5QrcodeSupportedFormats, type Html5QrcodeResult } from 'html5-qrcode';
import { createFrameTurns, turnedFrame } from './frame-turns';

/** Attempts after the first when the camera is busy (0.3 + 0.6 + 0.9 + 1.2 s ≈ 3 s in all). */
const BUSY_RETRIES = 4;

export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem, detail: string) {
    super(detail);
    this.name = 'CameraError';
  }
}

export interface CameraInfo {
  id: string;
  label: string;
}

export interface QrScanner {
  /** Opens the camera (`deviceId`, or the rear one by default) and starts decoding. */
  start(deviceId?: string): Promise<void>;
  stop(): Promise<void>;
  /** The cameras of this device (labels once permission is granted). */
  cameras(): Promise<CameraInfo[]>;
  /** The running camera's device id, when the browser says. */
  currentDeviceId(): string | undefined;
  hasTorch(): boolean;
  setTorch(on: boolean): Promise<void>;
}

export interface ScannerOptions {
  /** Called with each decoded text, synchronously from the decoder (mark the time here). */
  onDecode(text: string): void;
  /** True while a scan is being processed: frames are skipped meanwhile (see wrapDecoder). */
  holding?: () => boolean;
  fps?: number;
}

/** Classifies what getUserMedia (wrapped in html5-qrcode's strings) threw. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const text = String(error instanceof Error ? `${error.name}: ${error.message}` : error);
  if (/NotAllowedError|PermissionDenied|Permission denied|SecurityError/i.test(text)) return 'denied';
  if (/NotFoundError|DevicesNotFound|OverconstrainedError|Requested device not found/i.test(text)) return 'no-camera';
  if (/NotReadableError|TrackStartError|Could not start video source|AbortError/i.test(text)) return 'busy';
  if (/not supported|mediaDevices/i.test(text)) return 'unsupported';
  return 'failed';
}

type Decoder = { decodeAsync(canvas: HTMLCanvasElement): Promise<unknown> };

/**
 * Wraps the decoder html5-qrcode runs on every frame (its private `qrcode` shim; if a version
 * renames it, nothing is wrapped and nothing breaks):
 *   - while `holding()` says so (a scan is being processed), frames are skipped, not decoded: the
 *     decoder runs on the main thread (zxing, several ms a frame) and would delay the check-in's
 *     IndexedDB round trips and the confirmation's render;
 *   - each frame is turned as frame-turns.ts says (a quarter more after a frame with no code), so
 *     a card zxing misreads one way up is read another way within four frames;
 *   - frames that held a code are timed (`scan:decode` measures): the bench's baseline for our share.
 */
function wrapDecoder(scanner: Html5Qrcode, holding: () => boolean): void {
  const shim = (scanner as unknown as { qrcode?: Decoder }).qrcode;
  if (!shim || typeof shim.decodeAsync !== 'function') return;
  const decode = shim.decodeAsync.bind(shim);
  let count = 0;
  const turns = createFrameTurns();
  const turned = document.createElement('canvas');
  shim.decodeAsync = async (canvas) => {
    if (holding()) throw new Error('leitura em espera'); // read as "no code in this frame"
    const start = performance.now();
    let result: unknown;
    try {
      result = await decode(turnedFrame(canvas, turns.current(), turned));
    } catch (noCode) {
      turns.report(false);
      throw noCode; // a frame with no code: not timed
    }
    turns.report(true);
    if (++count % 5000 === 0) performance.clearMeasures('scan:decode'); // a long shift stays bounded
    performance.measure('scan:decode', { start, end: performance.now() });
    return result;
  };
}

/** A square viewfinder of 70% of the shorter side (at least 150 px, what html5-qrcode requires). */
const qrbox = (width: number, height: number) => {
  const side = Math.max(150, Math.floor(Math.min(width, height) * 0.7));
  return { width: Math.min(side, width), height: Math.min(side, height) };
};

export function createQrScanner(elementId: string, { onDecode, holding = () => false, fps = 12 }: ScannerOptions): QrScanner {
  const scanner = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    // Native BarcodeDetector where the platform has one (Android, ChromeOS, macOS): much faster.
    useBarCodeDetectorIfSupported: true,
  });
  wrapDecoder(scanner, holding);
  let running = false;
  const onSuccess = (text: string, _result: Html5QrcodeResult) => onDecode(text);

  return {
    async start(deviceId) {
      if (running) await this.stop();
      // A camera that is still being released (the previous page of a reload, another app just
      // closed, a second tab) answers "busy" for a moment: try again a few times before asking the
      // staff member to act.
      for (let attempt = 0; ; attempt++) {
        try {
          await scanner.start(deviceId ? deviceId : { facingMode: 'environment' }, { fps, qrbox, disableFlip: true }, onSuccess, undefined);
          running = true;
          return;
        } catch (error) {
          const problem = cameraProblemOf(error);
          if (problem !== 'busy' || attempt >= BUSY_RETRIES) throw new CameraError(problem, String(error));
          await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
        }
      }
    },
    async stop() {
      if (!running) return;
      running = false;
      try {
        await scanner.stop();
      } catch {
        // already stopped (the page is leaving)
      }
    },
    async cameras() {
      try {
        return (await Html5Qrcode.getCameras()).map((c) => ({ id: c.id, label: c.label }));
      } catch {
        return [];
      }
    },
    currentDeviceId() {
      if (!running) return undefined;
      try {
        return scanner.getRunningTrackSettings().deviceId;
      } catch {
        return undefined;
      }
    },
    hasTorch() {
      if (!running) return false;
      try {
        return (scanner.getRunningTrackCapabilities() as MediaTrackCapabilities & { torch?: boolean }).torch === true;
      } catch {
        return false;
      }
    },
    async setTorch(on) {
      await scanner.applyVideoConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    },
  };
}
