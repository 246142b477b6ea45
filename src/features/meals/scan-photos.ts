// The gate shows each person's photo offline (uploaded ones from the device's file cache, files.ts). Photos are uploads the service worker keeps once
// fetched (sw.ts: stale-while-revalidate on /uploads/), so a photo never seen on this device would
// be missing at the gate with no signal. When the scan screen opens online, the photos of the
// meal's list are fetched once, slowly (two at a time, low priority, after the camera started).
import { useEffect } from 'react';
import { storage } from '../../data/storage';
import { useTenantData } from '../../data/db-context';
import { fetchToCache } from '../../data/files';
import { isFileRef } from '../../domain/files';
import { DEADLINES_MS, timedFetch } from '../../domain/timed-fetch';
import { photoSource } from './scan-flow';

const done = new Set<string>();

export function usePhotoPrefetch(mealId: string): void {
  const { db } = useTenantData();
  useEffect(() => {
    if (done.has(mealId) || !navigator.onLine) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const rows = await db.rows('mealusers').where('meal_id').equals(mealId).toArray();
      const base = storage.get('backend_upload');
      // Uploaded photos (files/<hash>) are fetched with the session into the device's file cache.
      const files = [...new Set(rows.map((r) => r.photo_url).filter(isFileRef))];
      const urls = [...new Set(rows.filter((r) => !isFileRef(r.photo_url)).map((r) => photoSource(typeof r.photo_url === 'string' ? r.photo_url : null, base)))]
        .filter((u): u is string => u !== null && new URL(u).origin === location.origin); // only same-origin answers are cached
      done.add(mealId);
      const next = async (): Promise<void> => {
        if (cancelled || !navigator.onLine) return;
        const file = files.pop();
        if (file) {
          await fetchToCache(db, file, 'card');
          return next();
        }
        const url = urls.pop();
        if (!url) return;
        await timedFetch(url, { priority: 'low' } as RequestInit, DEADLINES_MS.request).then((r) => r.arrayBuffer()).catch(() => undefined);
        return next();
      };
      await Promise.all([next(), next()]);
    }, 3000);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [db, mealId]);
}
