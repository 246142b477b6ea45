// Demo profile photos (the ID card shows a photo, offline too). The demo seed points the
// profiled accounts' `photo_url` at `demo-photos/<slug>.svg` below the tenant's uploads
// (backend_upload: /uploads on a tenant host, /c/{code}/uploads in connect mode); this route draws
// a portrait for any such slug: a silhouette on a colour derived from the slug, and its initials.
// No file on disk and nothing personal: the slug is made from the demo person's name. Real uploads
// will be served from the same path prefix. The service worker keeps them (image cache).
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';

export const DEMO_PHOTOS_DIR = 'demo-photos';
const FILE = /^([a-z0-9]{1,30}(?:-[a-z0-9]{1,30}){0,5})\.svg$/;

/** "Lucas Atleta" → "lucas-atleta" (the file name the seed stores). */
export function photoSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 6)
    .map((part) => part.slice(0, 30))
    .join('-');
}

/** The photo path of a demo person, relative to the tenant's uploads. */
export const demoPhotoPath = (name: string): string => `${DEMO_PHOTOS_DIR}/${photoSlug(name)}.svg`;

function hue(slug: string): number {
  let h = 0;
  for (let i = 0; i < slug.length; i++) h = (h * 31 + slug.charCodeAt(i)) >>> 0;
  return h % 360;
}

export function demoPhotoSvg(slug: string): string {
  const parts = slug.split('-');
  const initials = ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
  const h = hue(slug);
  // 3:4 portrait, like an ID photo. Slugs are [a-z0-9-] only: nothing to escape.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320" role="img" aria-label="Foto">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 45% 86%)"/><stop offset="1" stop-color="hsl(${h} 40% 70%)"/></linearGradient></defs>
  <rect width="240" height="320" fill="url(#bg)"/>
  <path d="M20 320c0-70 44-112 100-112s100 42 100 112z" fill="hsl(${h} 35% 32%)"/>
  <rect x="100" y="170" width="40" height="44" rx="14" fill="hsl(${(h + 25) % 360} 40% 72%)"/>
  <ellipse cx="120" cy="128" rx="50" ry="60" fill="hsl(${(h + 25) % 360} 45% 78%)"/>
  <path d="M68 118c0-40 24-64 52-64s52 24 52 64c-10-22-30-30-52-30s-42 8-52 30z" fill="hsl(${(h + 200) % 360} 30% 22%)"/>
  <text x="120" y="292" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#ffffff" opacity="0.9">${initials}</text>
</svg>`;
}

/** GET {uploads}/demo-photos/{slug}.svg — mounted at /uploads and /c/:client/uploads. */
export function demoPhotoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`/${DEMO_PHOTOS_DIR}/:file`, (c) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) return notFound(c);
    return c.body(demoPhotoSvg(match[1]!), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}
