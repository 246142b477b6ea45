// What a ZIP of photos updates: people by CPF (their photo, cropped to the card's aspect) and
// entities by CNPJ (their shield, kept whole). Data, so both screens are one mechanism.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidCpf, onlyDigits } from '../../../domain/cpf';
import { isCanonicalCnpj, normalizeCnpj } from '../../../domain/cnpj';

export interface PhotoTarget {
  collection: 'profiles' | 'associations';
  /** The indexed field a file's name is matched against. */
  keyField: 'cpf' | 'cnpj';
  /** The field that receives the photo's reference. */
  photoField: string;
  /** 'portrait': centred crop to the card's 3:4; 'whole': the picture as it is (a shield). */
  crop: 'portrait' | 'whole';
  title: MessageDescriptor;
  keyLabel: string;
  /** The canonical key a file name stands for, or null when it is not a valid one. */
  keyOf: (baseName: string) => string | null;
  /** Where the list of these records is. */
  listPath: string;
}

export const PHOTO_TARGETS = {
  users: {
    collection: 'profiles', keyField: 'cpf', photoField: 'photo_url', crop: 'portrait', keyLabel: 'CPF',
    title: msg`Importar fotos de pessoas`, listPath: '/records/users',
    keyOf: (name) => {
      const digits = onlyDigits(name);
      // Only punctuation may surround the digits ("123.456.789-09"), not other words.
      return /^[\d.\-\s]+$/.test(name) && isValidCpf(digits) ? digits : null;
    },
  },
  associations: {
    collection: 'associations', keyField: 'cnpj', photoField: 'shield_url', crop: 'whole', keyLabel: 'CNPJ',
    title: msg`Importar escudos de entidades`, listPath: '/records/associations',
    keyOf: (name) => {
      const canonical = normalizeCnpj(name);
      return isCanonicalCnpj(canonical) ? canonical : null;
    },
  },
} satisfies Record<string, PhotoTarget>;

export type PhotoTargetKey = keyof typeof PHOTO_TARGETS;
