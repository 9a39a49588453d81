import type { Http } from './http';
import { ApiError } from './errors';
import { resultPdfAnswer } from './schemas/certificate';

/** `result/download-pdf/{resultId}` (api-contract.md, decided): the URL of the result's pdf. */
export async function resultPdfUrl(http: Http, resultId: string, signal?: AbortSignal): Promise<string> {
  const answer = await http.request({
    path: `result/download-pdf/${encodeURIComponent(resultId)}`,
    schema: resultPdfAnswer,
    signal,
  });
  if (!answer.success || !answer.data) throw new ApiError('http', answer.message || 'No file for this result');
  return http.resolve(answer.data);
}
