import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Institute } from '../../src/api/schemas/institute';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { InstituteBrand } from '../../src/views/layouts/InstituteBrand';

afterEach(cleanup);

it("writes an institute's name in its own direction (an Urdu name is cut at its end, not its start)", async () => {
  const institute = { name: 'کاویری ودیا سنستھان', logoUrl: null } as unknown as Institute;
  render(
    <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
      <InstituteBrand institute={institute} />
    </I18nProvider>,
  );
  expect(screen.getByText(institute.name)).toHaveAttribute('dir', 'auto');
});
