import { Redirect, Route, Switch } from 'wouter';
import { PageChrome } from '../../components/PageChrome';
import { LeadCapturePage } from './LeadCapturePage';

/**
 * The open lead-capture area. Only `/lead-capture/new/{formId}` is a page; any other path under it is an
 * unknown route and goes to /error/404 like every other (spec section 2). An unknown *form* id is different:
 * the address is right but the form is not there, so that page explains it in place.
 */
export default function LeadCaptureArea() {
  return (
    <Switch>
      <Route path="/new/:formId">
        {(params) => (
          <PageChrome>
            <LeadCapturePage key={params.formId} formId={params.formId} />
          </PageChrome>
        )}
      </Route>
      <Route>
        <Redirect to="~/error/404" replace />
      </Route>
    </Switch>
  );
}
