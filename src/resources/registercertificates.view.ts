// The screens of registercertificates (Certificado de graduação); its declaration is
// src/domain/resources/registercertificates.ts. The person's page is /my/registers/certificates.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registercertificates', route: null, columns: ['graduated_on', 'profile_id', 'graduation_id'] });
