// What a tie-break criterion means, in one pt-BR line, from its declaration in criteria.ts
// (direction, who it compares, what kind of figure): the regulation screens show it beside each key.
import { t } from '@lingui/core/macro';
import { criterion, isCriterionKey } from '../../../domain/competitions/criteria';

export function criterionMeaning(key: string): string {
  if (!isCriterionKey(key)) return t`Critério desconhecido neste aparelho: é ignorado no cálculo.`;
  const c = criterion(key);
  const direction = c.direction === 'higher' ? t`maior vence` : t`menor vence`;
  const scope = {
    all: t`compara todos os jogos de cada equipe empatada`,
    pair: t`só quando exatamente duas equipes empatam (ida e volta somadas); com três ou mais, é pulado`,
    subset: t`minicampeonato com os jogos entre as empatadas, reaplicado às que continuarem empatadas`,
    lots: t`sorteio reproduzível pela semente gravada, último recurso`,
  }[c.scope];
  const measure = { total: '', ratio: t`, razão`, average: t`, média por jogo`, percentage: t`, percentual` }[c.measure];
  return c.scope === 'lots' ? scope : `${direction}; ${scope}${measure}`;
}
