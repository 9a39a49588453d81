import { fromPromise } from 'xstate';
import { withResolvedLogos, type Http } from './http';
import { ApiError } from './errors';
import { envelope } from './schemas/envelope';
import { instituteFrom, instituteSchema, type Institute } from './schemas/institute';
import { unlessAborted } from './unlessAborted';

const instituteAnswer = envelope(instituteSchema);

/** Spec section 1, "refreshes the default institute": the institute and branch the signed-in user works for. */
export async function loadCurrentInstitute(http: Http, signal?: AbortSignal): Promise<Institute> {
  const answer = await http.request({ path: 'current-institute', signal, schema: instituteAnswer });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'No current institute', 404);
  return withResolvedLogos(http, instituteFrom(answer.data));
}

export function currentInstituteActor(http: Http) {
  return fromPromise<Institute>(({ signal }) => unlessAborted(signal, loadCurrentInstitute(http, signal)));
}
