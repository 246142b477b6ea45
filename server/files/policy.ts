// The numbers of the file rules (README "Arquivos"), in one place.

const HOUR = 60 * 60 * 1000;

/** How long an upload stands on its own: shared with the device, which sends a file again past half of it. */
export { UPLOAD_GRACE_MS } from '../../src/domain/files';

/**
 * Upload quota over a rolling window, per person and per tenant. Every upload counts (the same
 * bytes again within the window do not count twice; a refused upload counts: it cost the server its
 * work). Sized for the heaviest honest use: a manager registering a 40-person squad in a day sends
 * a photo, an ID scan and a medical certificate each (~120 files; photos are re-encoded on the
 * device to a few hundred KB, scans are PDFs of a few MB). The tenant's ceiling bounds what many
 * accounts together can add to the store in a day.
 */
export interface UploadQuota {
  windowMs: number;
  userFiles: number;
  userBytes: number;
  tenantFiles: number;
  tenantBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  windowMs: 24 * HOUR,
  userFiles: 300,
  userBytes: 200 * 1024 * 1024,
  tenantFiles: 10_000,
  tenantBytes: 5 * 1024 * 1024 * 1024,
};

/** How often the server process runs the collector (gc.ts), and how many files one run removes at most. */
export const COLLECT_EVERY_MS = 6 * HOUR;
export const COLLECT_BATCH = 500;
