import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { SessionHost } from '../../src/views/root/SessionHost';
import { ServicesProvider, type Services } from '../../src/views/root/services';

/** Renders `page` under the lazy session host with these services, with a Suspense boundary for the session's chunk. */
export function renderInSessionHost(services: Services, page: ReactNode) {
  return render(
    <ServicesProvider services={services}>
      <SessionHost>
        <Suspense fallback={<p>loading</p>}>{page}</Suspense>
      </SessionHost>
    </ServicesProvider>,
  );
}
