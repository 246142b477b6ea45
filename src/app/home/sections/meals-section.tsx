// Gate staff: today's meals with the big "Ler QR code" button (features/meals/today-meals.tsx), or
// a line saying none is open today. The section shows only where `/meals` opens (permission and
// module `meals`), the same rule the shortcut applies.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TodayMealButtons } from '../../../features/meals/today-meals';
import type { HomeSection } from '../home-section';
import { SectionEmpty } from '../section-parts';

const MealsBody = () => <TodayMealButtons empty={<SectionEmpty><Trans>Nenhuma refeição aberta hoje.</Trans></SectionEmpty>} />;

export const mealsSection: HomeSection = {
  id: 'meals', title: msg`Refeições de hoje`, routes: ['/meals'], group: 'work', link: msg`Todas as refeições`, Component: MealsBody,
};
