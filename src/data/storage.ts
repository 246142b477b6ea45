// One typed door to localStorage, with exactly the keys the spec lists (§3 "Local storage keys").
// Strings are stored raw; booleans, lists and objects as JSON. A corrupt value (hand-edited,
// written by an older build) reads as absent instead of crashing the start-up.
import type { ClientLogos, RegisterSettings, UserInfo } from '../domain/api';

export interface StoredValues {
  token: string;
  info: UserInfo;
  dark: boolean;
  colorname1: string;
  backend: string;
  backend_list: string[];
  backend_upload: string;
  backend_upload_list: string[];
  logos: ClientLogos;
  title: string;
  client_code: string;
  loginMail: string;
  accessibility: boolean;
  register: RegisterSettings;
  debt: boolean;
}
export type StorageKey = keyof StoredValues;

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
const isStringList: Check = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// `raw` keys hold plain text; the others hold JSON checked against a light shape test.
const codecs: Record<StorageKey, 'raw' | Check> = {
  token: 'raw',
  info: (v) => isObject(v) && typeof v.id === 'string' && typeof v.name === 'string',
  dark: isBoolean,
  colorname1: 'raw',
  backend: 'raw',
  backend_list: isStringList,
  backend_upload: 'raw',
  backend_upload_list: isStringList,
  logos: (v) => isObject(v) && isString(v.light) && isString(v.dark),
  title: 'raw',
  client_code: 'raw',
  loginMail: 'raw',
  accessibility: isBoolean,
  register: isObject,
  debt: isBoolean,
};

/** The spec's key list, in the spec's order (tests compare against it). */
export const STORAGE_KEYS = Object.keys(codecs) as StorageKey[];

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TypedStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(...keys: StorageKey[]): void;
}

export function createStorage(backend: StorageBackend): TypedStorage {
  return {
    get(key) {
      let text: string | null;
      try {
        text = backend.getItem(key);
      } catch {
        return null;
      }
      if (text === null) return null;
      const codec = codecs[key];
      if (codec === 'raw') return text === '' ? null : (text as never);
      try {
        const value: unknown = JSON.parse(text);
        return codec(value) ? (value as never) : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const text = codecs[key] === 'raw' ? String(value) : JSON.stringify(value);
      try {
        backend.setItem(key, text);
      } catch {
        // Quota or private mode: the session still works in memory for this visit.
      }
    },
    remove(...keys) {
      for (const key of keys) {
        try {
          backend.removeItem(key);
        } catch {
          // same as above
        }
      }
    },
  };
}

/** A Map-backed stand-in for tests, Node, and browsers that refuse localStorage. */
export function memoryBackend(): StorageBackend & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

function defaultBackend(): StorageBackend {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage throws in some sandboxed iframes.
  }
  return memoryBackend();
}

export const storage: TypedStorage = createStorage(defaultBackend());
