// `/competitions/competitions/{id}/classifications`: the standings, computed on this device from the
// local replica (works offline; a result recorded here or pulled by sync re-renders the table).
import { useLingui } from '@lingui/react/macro';
import { CompetitionFrame } from './competition-frame';
import { TablesView } from './tables-view';

export function ClassificationsPage() {
  const { t } = useLingui();
  return <CompetitionFrame section="classifications" title={t`Classificação`}>{(rows) => <TablesView rows={rows} />}</CompetitionFrame>;
}
