// Named mutators of the transfer market, shared by the browser (optimistic, over the replica) and
// the server (authoritative, with its clock). `markets.put` and `marketwindows.put` are generic.
//   transfers.request   transfer-request.ts
//   transfers.consent, transfers.release, transfers.record, transfers.cancel   transfer-steps.ts
//   transfers.decide, marketcommits.correct   transfer-decide.ts
// This file is the list the registry reads.
import { correctMutator, decideMutator } from './transfer-decide';
import { requestMutator } from './transfer-request';
import { cancelMutator, consentMutator, recordMutator, releaseMutator } from './transfer-steps';

export const MARKET_MUTATORS = [requestMutator, consentMutator, releaseMutator, recordMutator, cancelMutator, decideMutator, correctMutator] as const;
