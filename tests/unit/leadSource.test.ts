// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLeadSource } from '../../src/views/pages/leadCapture/leadSource';

describe('where a lead came from', () => {
  it('takes the five UTM parameters and the referrer', () => {
    const search = '?utm_source=google&utm_medium=cpc&utm_campaign=admissions-2026&utm_term=bca+pune&utm_content=ad-1&gclid=x';
    expect(readLeadSource(search, 'https://www.google.com/')).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'admissions-2026',
      utmTerm: 'bca pune',
      utmContent: 'ad-1',
      referrer: 'https://www.google.com/',
    });
  });

  it('leaves out what is empty or missing, and cuts absurdly long values', () => {
    expect(readLeadSource('?utm_source=&utm_medium=%20', '')).toEqual({});
    expect(readLeadSource(`?utm_campaign=${'a'.repeat(500)}`, '').utmCampaign).toHaveLength(200);
  });
});
