import * as v from 'valibot';

/**
 * A photo: an absolute address (what `url()` accepts), or a file below the tenant's uploads
 * (`demo-photos/lucas-atleta.svg`), which the client resolves against `backend_upload`. Uploads are
 * stored relative because one tenant answers on several origins (its host, /c/{code} in connect
 * mode): an absolute address would break on the others. The ID card shows it offline.
 */
const UPLOAD_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const isPhotoRef = (value: string): boolean => {
  if (UPLOAD_PATH.test(value)) return true;
  try {
    // Only web addresses: a `javascript:` or `data:` URL must never reach an <img> or a link.
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
export const photo = () => v.nullish(v.pipe(v.string('Endereço inválido.'), v.maxLength(500, 'Endereço deve ter no máximo 500 caracteres.'), v.check(isPhotoRef, 'Endereço inválido.')));
