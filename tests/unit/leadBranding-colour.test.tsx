import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { brandRoles } from '../../src/views/theme/branchColour';
import { LeadBranding } from '../../src/views/pages/leadCapture/LeadBranding';
import { leadForm } from '../model/leadFixtures';

// Mutation audit (Session 25): dropping useBranchColour from the enquiry form's branding passed every test; the form
// then showed the default colour where the branch's own verification page shows the branch's.
it("the enquiry form's branding puts the branch's colour on the page, and takes it away with the form", async () => {
  const view = render(<LeadBranding form={{ ...leadForm, primaryColor: '#0d9488' }} />);
  const style = document.documentElement.style;
  await waitFor(() => expect(style.getPropertyValue('--brand-light-primary')).toBe(brandRoles('#0d9488', 'light')!.primary));
  view.unmount();
  expect(style.getPropertyValue('--brand-light-primary')).toBe('');
});
