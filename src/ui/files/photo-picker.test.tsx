// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { TenantDbProvider } from '../../data/db-context';
import { freshDb, installDomStubs } from '../../../tests/support/ui-harness';
import { UiProvider } from '../provider';
import type { TenantDb } from '../../data/tenant-db';

// jsdom cannot decode or draw pictures: the re-encode is the browser's (bench/photo-upload.ts runs it in Chromium).
vi.mock('./reencode', async (original) => ({
  ...(await original<typeof import('./reencode')>()),
  cropAndEncode: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9])], { type: 'image/jpeg' })),
}));

let db: TenantDb;
afterEach(async () => db?.delete());

function Harness({ onRef }: { onRef: (ref: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return <PhotoPickerLoaded value={value} onChange={(ref) => { setValue(ref); onRef(ref); }} label="Foto" />;
}
let PhotoPickerLoaded: typeof import('./photo-picker').PhotoPicker;

describe('PhotoPicker', () => {
  it('a chosen picture opens the crop (downloaded on first use); confirming keeps it on the device and sets its reference', async () => {
    installDomStubs();
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn();
    PhotoPickerLoaded = (await import('./photo-picker')).PhotoPicker;
    db = freshDb();
    const refs: (string | null)[] = [];
    const { container } = render(
      <I18nProvider i18n={i18n}><UiProvider><TenantDbProvider db={db} userId={null}><Harness onRef={(r) => refs.push(r)} /></TenantDbProvider></UiProvider></I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'IMG_0001.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('heading', { name: 'Enquadrar a foto' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText('Zoom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar esta foto' }));
    await waitFor(() => expect(refs.at(-1)).toMatch(/^files\/[0-9a-f]{64}$/));
    expect(await db.files.get(refs.at(-1)!)).toMatchObject({ status: 'pending', kind: 'image', mime: 'image/jpeg' });
    expect(await screen.findByRole('button', { name: 'Trocar foto' })).toBeTruthy();
  });
});
