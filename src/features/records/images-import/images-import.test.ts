import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { cnpjFromBase } from '../../../domain/cnpj';
import { cpfFromBase, formatCpf } from '../../../domain/cpf';
import { uuidv7 } from '../../../domain/uuid';
import { applyPhotos } from './apply';
import { checkDecodes, countByStatus, matchPhotos } from './match';
import { PHOTO_TARGETS } from './targets';
import { readZipPhotos, ZipError, type ZipPhoto } from './zip-photos';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const photo = (path: string, bytes: Uint8Array | null = JPEG.slice(), tooLarge = false): ZipPhoto =>
  ({ path, baseName: path.split('/').pop()!.replace(/\.[^.]+$/, ''), bytes, tooLarge });

const ana = cpfFromBase('123456789');
const bia = cpfFromBase('223456789');
const stranger = cpfFromBase('323456789');
const profileRow = (cpf: string, name: string) => ({
  id: uuidv7(), user_id: uuidv7(), name, name_search: name.toLowerCase(), cpf, birthdate: '2008-03-14', gender: 'feminino', photo_url: null,
});
const replica = new Map([[ana, [profileRow(ana, 'Ana Souza')]], [bia, [profileRow(bia, 'Bia Lima')]]]);

describe('matching a ZIP of photos to people by CPF (preview, nothing written)', () => {
  it('says of each photo: matched, unknown CPF, invalid name, bad image, duplicate, too large', () => {
    const rows = matchPhotos([
      photo(`fotos/${formatCpf(ana)}.jpg`), // punctuation is fine
      photo(`${stranger}.jpg`),
      photo('retrato da ana.jpg'),
      photo(`${cpfFromBase('123456789').slice(0, 10)}0.jpg`), // wrong check digit
      photo(`${bia}.png`, new TextEncoder().encode('not an image')),
      photo(`dup/${cpfFromBase('423456789')}.jpg`), photo(`${cpfFromBase('423456789')}.png`, PNG),
      photo(`${cpfFromBase('523456789')}.jpg`, null, true),
    ], PHOTO_TARGETS.users, replica);
    expect(rows.map((r) => [r.path, r.status])).toEqual([
      [`fotos/${formatCpf(ana)}.jpg`, 'matched'],
      [`${stranger}.jpg`, 'unknown'],
      ['retrato da ana.jpg', 'invalid_name'],
      [`${cpfFromBase('123456789').slice(0, 10)}0.jpg`, 'invalid_name'],
      [`${bia}.png`, 'bad_image'],
      [`dup/${cpfFromBase('423456789')}.jpg`, 'duplicate'],
      [`${cpfFromBase('423456789')}.png`, 'duplicate'],
      [`${cpfFromBase('523456789')}.jpg`, 'too_large'],
    ]);
    expect(rows[0]!.record?.name).toBe('Ana Souza');
    expect(rows[1]!.reason).toBe('CPF não cadastrado.');
    expect(rows[5]!.reason).toBe('CPF repetido no ZIP (2 fotos): nenhuma foi usada.');
    expect(countByStatus(rows)).toEqual({ matched: 1, unknown: 1, invalid_name: 2, bad_image: 1, duplicate: 2, too_large: 1 });
  });

  it('matches entities by CNPJ, alphanumeric too', () => {
    const cnpj = cnpjFromBase('12ABC34501DE');
    const rows = matchPhotos([photo(`${cnpj.toLowerCase()}.png`, PNG)], PHOTO_TARGETS.associations, new Map([[cnpj, [{ id: uuidv7(), name: 'Clube', cnpj }]]]));
    expect(rows[0]).toMatchObject({ status: 'matched', key: cnpj });
  });

  it('a photo the device cannot decode (truncated) becomes a bad image in the preview', async () => {
    const rows = matchPhotos([photo(`${ana}.jpg`), photo(`${bia}.jpg`)], PHOTO_TARGETS.users, replica);
    const checked = await checkDecodes(rows, async (bytes) => bytes === rows[0]!.bytes);
    expect(checked.map((r) => r.status)).toEqual(['matched', 'bad_image']);
    expect(checked[1]!.reason).toBe('Imagem corrompida ou ilegível.');
  });
});

describe('reading the ZIP', () => {
  it('takes the photos in folders, skips folders, macOS forks and hidden files', async () => {
    const zip = zipSync({ 'fotos/': new Uint8Array(), [`fotos/${ana}.jpg`]: JPEG, [`__MACOSX/fotos/._${ana}.jpg`]: JPEG, '.DS_Store': strToU8('x'), [`${bia}.PNG`]: PNG });
    const photos = await readZipPhotos(zip);
    expect(photos.map((p) => [p.path, p.baseName])).toEqual([[`${bia}.PNG`, bia], [`fotos/${ana}.jpg`, ana]]);
    expect(photos[1]!.bytes).toEqual(JPEG);
  });
  it('refuses what is not a ZIP, in pt-BR', async () => {
    await expect(readZipPhotos(strToU8('not a zip at all'))).rejects.toThrow(ZipError);
    await expect(readZipPhotos(strToU8('not a zip at all'))).rejects.toThrow(/não é um ZIP/);
  });
});

describe('importing the confirmed photos', () => {
  it("keeps each matched photo and writes its record's put with the reference, through the schema; reports failures and progress", async () => {
    const rows = matchPhotos([photo(`${ana}.jpg`), photo(`${bia}.jpg`), photo(`${stranger}.jpg`)], PHOTO_TARGETS.users, replica);
    const mutate = vi.fn(async () => undefined);
    const progress: string[] = [];
    const report = await applyPhotos(rows, PHOTO_TARGETS.users, {
      prepare: async (bytes) => { if (bytes === rows[1]!.bytes) throw new Error('decode'); return new Blob([bytes as Uint8Array<ArrayBuffer>]); },
      keep: async () => `files/${'a'.repeat(64)}`,
      mutate,
    }, (done, total) => progress.push(`${done}/${total}`));
    expect(report).toEqual({ written: 1, failed: [{ path: `${bia}.jpg`, reason: 'Imagem corrompida ou ilegível.' }] });
    expect(progress).toEqual(['1/2', '2/2']);
    expect(mutate).toHaveBeenCalledTimes(1);
    const [name, args] = mutate.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(name).toBe('profiles.put');
    expect(args).toMatchObject({ cpf: ana, name: 'Ana Souza', photo_url: `files/${'a'.repeat(64)}` });
    expect(args).not.toHaveProperty('name_search'); // derived keys are the replica's, not the wire's
  });
});
