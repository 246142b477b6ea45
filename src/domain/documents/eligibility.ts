// Which of a person's mandatory documents block their registration in a competition. Pure: the
// competitionmembers put (src/domain/documents/document-rules.ts) runs it on the device and on the server.
import { expiryState } from './expiry';
import { isoDayToBr } from '../dates';

/** The competition roles (competitionmembers.role) and the document holders (documenttypes.holder) each must satisfy. */
export function holdersForRole(role: string): readonly string[] {
  return role === 'atleta' ? ['pessoas', 'atletas'] : ['pessoas', 'comissao_tecnica'];
}

export interface HeldDocument {
  type: { id: string; name: string; holder: string; required_for_competitions: boolean };
  status: string | undefined;
  expires_on: string | null | undefined;
}

export interface ExpiredRequirement {
  type: string;
  expiredOn: string;
}

/**
 * The federation's rule (our reading of "an expired mandatory document makes the person
 * ineligible"): for each type required for competitions that applies to the role, a person whose
 * approved documents of that type have ALL expired is ineligible. Documents under review or refused
 * neither block nor clear; a type the person never sent does not block (the person's page shows it
 * as missing; the registration does not wait for onboarding), and a person may not delete a
 * document they sent (userdocuments.ownerMayDelete), so removing an expired one does not help.
 */
export function expiredRequirements(documents: readonly HeldDocument[], role: string, today: string): ExpiredRequirement[] {
  const holders = holdersForRole(role);
  const byType = new Map<string, HeldDocument[]>();
  for (const doc of documents) {
    if (!doc.type.required_for_competitions || !holders.includes(doc.type.holder) || doc.status !== 'aprovado') continue;
    byType.set(doc.type.id, [...(byType.get(doc.type.id) ?? []), doc]);
  }
  const expired: ExpiredRequirement[] = [];
  for (const docs of byType.values()) {
    if (docs.some((d) => expiryState(d.expires_on, today).state !== 'vencido')) continue;
    const latest = docs.map((d) => String(d.expires_on)).sort().at(-1)!;
    expired.push({ type: docs[0]!.type.name, expiredOn: latest });
  }
  return expired.sort((a, b) => a.type.localeCompare(b.type, 'pt-BR'));
}

/** pt-BR refusal: "Documentação vencida: Atestado médico (venceu em 01/02/2026). Atualize antes de inscrever a pessoa." */
export function expiredMessage(expired: readonly ExpiredRequirement[]): string {
  const list = expired.map((e) => `${e.type} (venceu em ${isoDayToBr(e.expiredOn)})`).join(', ');
  return `Documentação vencida: ${list}. Atualize o documento antes de inscrever a pessoa.`;
}
