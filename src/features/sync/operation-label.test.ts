import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { describeOperation } from './operation-label';

const id = '0190f0a0-0000-7000-8000-0000000000aa';

describe('describeOperation', () => {
  it('names a put of a record the replica does not hold as a creation', () => {
    expect(describeOperation('cities.put', { id, name: 'Campinas', ibge: '3509502' }, false)).toMatchObject({
      kind: 'create', label: 'Criação de cidade', title: 'Campinas', recordId: id, href: null,
    });
  });

  it('names a put of an existing record as an edition and links to its edit screen', () => {
    expect(describeOperation('countries.put', { id, name: 'Chile' }, true)).toMatchObject({
      kind: 'update', label: 'Edição de país', title: 'Chile', href: `/locations/countries/edit/${id}`,
    });
  });

  it('names a delete as an exclusion (args carry only the id)', () => {
    expect(describeOperation('states.delete', { id }, true)).toMatchObject({ kind: 'delete', label: 'Exclusão de estado', title: null });
    expect(describeOperation('states.delete', { id }, false).href).toBeNull();
  });

  it('falls back to the raw name for flows the registry does not know', () => {
    expect(describeOperation('fluxo.desconhecido', { athlete: 'x' }, false)).toMatchObject({ kind: 'other', label: 'Operação “fluxo.desconhecido”', resource: null });
    // A named flow over a known collection keeps the resource's label.
    expect(describeOperation('cities.merge', { id }, true)).toMatchObject({ kind: 'other', label: 'Cidade: merge' });
  });

  it('names the meals flows, with the person and meal when the replica holds them', () => {
    const mealId = '0190f0a0-0000-7000-8000-0000000000bb';
    const checkin = { mealId, userId: id, nonce: id, at: '2026-11-20T11:00:00.000Z', deviceId: id, method: 'qr' };
    expect(describeOperation('meals.checkin', checkin, false, { person: 'Ana Souza', meal: 'Almoço' })).toMatchObject({
      kind: 'other', label: 'Check-in de Ana Souza — Almoço', title: null, href: `/meals/${mealId}/checkin`,
    });
    expect(describeOperation('meals.checkin', checkin, false)).toMatchObject({ label: 'Check-in em refeição', href: null });
    expect(describeOperation('meals.eligibility.add', { mealId, userIds: [id, id] }, false, { meal: 'Almoço' })).toMatchObject({
      label: 'Inclusão de 2 pessoas em Almoço', href: `/meals/${mealId}/users`,
    });
    expect(describeOperation('meals.eligibility.remove', { mealId, userIds: [id] }, false)).toMatchObject({ label: 'Remoção de 1 pessoa de refeição' });
  });

  it('names the reservation flows with the space and the slot (Brasília time)', () => {
    const put = { id, space_id: id, starts_at: '2026-12-01T22:00:00.000Z', ends_at: '2026-12-01T23:00:00.000Z' };
    expect(describeOperation('reservations.put', put, false, { space: 'Quadra 1' })).toMatchObject({
      kind: 'other', label: 'Reserva — Quadra 1', title: '19:00–20:00 de 01/12', recordId: id, href: null,
    });
    expect(describeOperation('reservations.put', put, false)).toMatchObject({ label: 'Reserva de espaço', title: '19:00–20:00 de 01/12' });
    expect(describeOperation('reservations.checkin', { id }, false, { space: 'Quadra 1', slot: '19:00–20:00 de 01/12' })).toMatchObject({
      label: 'Check-in de reserva — Quadra 1', title: '19:00–20:00 de 01/12',
    });
    expect(describeOperation('reservationwaits.leave', { id }, false)).toMatchObject({ label: 'Saída da lista de espera', title: null });
  });
});
