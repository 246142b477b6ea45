// Keeps the signed-in person's ID card fresh without opening /my/id: an athlete who only opens the
// app to sync still leaves with a card valid for weeks, so it works at a gate with no signal even if
// the last visit to the card screen was long ago. Renders nothing; the same refresh rule as the
// screen (missing or < 45 days left, once per online period), and only for people with a profile
// (others have no card to keep).
import { useUser } from '../../data/session';
import { useList } from '../../data/hooks';
import { useCardRefresh } from './use-card-refresh';

export function IdCardKeeper() {
  const user = useUser();
  const mine = { index: 'user_id', equals: user?.id ?? '', limit: 1 };
  const profiles = useList('profiles', mine);
  const cards = useList('idcards', mine);
  const card = cards ? (cards.rows[0] ?? null) : undefined;
  useCardRefresh(card, Boolean(user && profiles?.rows[0]?.verified));
  return null;
}
