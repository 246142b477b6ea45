// The screens of reservationsettings (Configuração de reservas); its declaration is
// src/domain/resources/reservationsettings.ts. One row per tenant (its unique `singleton`).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'reservationsettings', route: '/locations/reservationsettings', columns: ['public_cpf_booking', 'weekly_quota_per_cpf', 'no_show_minutes', 'offer_hours'] });
