import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { CHOICE_GONE, PLACE_FIELDS } from '../../../machines/leadCaptureFields';
import { FIELD_LABEL_IDS, fieldElementId } from './fieldText';
import { RequiredLabel } from './RequiredLabel';
import { usePlaceLookups, type LeadCaptureActor, type LookupActor } from './useLeadCaptureActors';
import { useLeadField } from './useLeadField';
import { useWhenBackOnline } from '../../useWhenBackOnline';

/**
 * A list that could not be loaded, with Try again. The button goes away while the list loads, so it hands focus to
 * the list's own select first: the next thing to do is choose from it (not start again from the page's top). Once the
 * browser is back online the list is asked for again by itself; focus moves only from the failure itself.
 */
function LookupFailure(props: { text: string; lookup: LookupActor; fieldId: string }) {
  const t = useT();
  const failure = useRef<HTMLSpanElement>(null);
  const retry = (auto?: boolean) => {
    if (!auto || failure.current?.contains(document.activeElement)) document.getElementById(props.fieldId)?.focus();
    props.lookup.send({ type: 'lookup.retry' });
  };
  useWhenBackOnline(() => retry(true));
  return (
    <Alert tone="error">
      <span ref={failure} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {props.text}
        <Button variant="quiet" onClick={() => retry()}>
          {t('lead.retry')}
        </Button>
      </span>
    </Alert>
  );
}

/**
 * A chosen place its list does not hold (yet): a reloaded page's choice, shown by the name the draft kept while the
 * list loads (or could not load), so the select shows what Send would send. Gone once the list has it.
 */
function KeptChoice(props: { id: string; name: string | undefined; options: ReadonlyArray<{ id: string }> }) {
  if (props.id === '' || !props.name || props.options.some((o) => o.id === props.id)) return null;
  return <option value={props.id}>{props.name}</option>;
}

/**
 * State and city: native selects filled from the `country/` and `state/` lookups. The city list follows the
 * chosen state (the form machine empties the city when the state changes). Each choice goes to the machine with
 * its name, and each list that arrives is told to it: it keeps a choice the list offers and empties one it no
 * longer does (a reloaded draft's), saying why under the field.
 */
export function LeadPlaceFields(props: { actor: LeadCaptureActor; countryId: string }) {
  const t = useT();
  const { states, cities } = usePlaceLookups();
  const state = useLeadField(props.actor, 'stateId');
  const city = useLeadField(props.actor, 'cityId');
  const stateOptions = useSelector(states, (s) => s.context.options);
  const statesLoading = useSelector(states, (s) => s.matches('loading'));
  const statesFailed = useSelector(states, (s) => s.matches('failed'));
  const cityOptions = useSelector(cities, (s) => s.context.options);
  const citiesLoading = useSelector(cities, (s) => s.matches('loading'));
  const citiesFailed = useSelector(cities, (s) => s.matches('failed'));
  const statesLoaded = useSelector(states, (s) => s.matches('loaded'));
  const citiesLoadedFor = useSelector(cities, (s) => (s.matches('loaded') ? s.context.key : null));
  const stateName = useSelector(props.actor, (s) => s.context.places.stateId);
  const cityName = useSelector(props.actor, (s) => s.context.places.cityId);
  const { actor } = props;
  const gone = useSelector(actor, (s) => PLACE_FIELDS.find((f) => s.context.errors[f] === CHOICE_GONE));
  // Why a choice went is the field's description, read when the person reaches it; one already on it (Try again
  // puts them there) would hear the value change and not why, as focus does not move: for them it is said aloud.
  const status = useRef<HTMLParagraphElement>(null);
  // Our own words (a string), never a server's.
  const goneText = String((gone === 'stateId' ? state.error : city.error) ?? '');
  useEffect(() => {
    const onField = gone !== undefined && document.activeElement?.id === fieldElementId(gone);
    if (status.current) status.current.textContent = onField ? goneText : '';
  }, [gone, goneText]);

  useEffect(() => states.send({ type: 'lookup.load', key: props.countryId }), [states, props.countryId]);
  useEffect(() => cities.send({ type: 'lookup.load', key: state.value }), [cities, state.value]);
  // Again once a send is over (`readOnly`): the machine does not change a value while it is being sent.
  useEffect(() => {
    if (statesLoaded) actor.send({ type: 'lead.offered', field: 'stateId', options: stateOptions });
  }, [actor, statesLoaded, stateOptions, state.value, state.readOnly]);
  useEffect(() => {
    if (citiesLoadedFor !== null && citiesLoadedFor === state.value) actor.send({ type: 'lead.offered', field: 'cityId', options: cityOptions });
  }, [actor, citiesLoadedFor, cityOptions, state.value, city.value, city.readOnly]);
  const choose = (field: 'stateId' | 'cityId', options: ReadonlyArray<{ id: string; name: string }>) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    actor.send({ type: 'lead.change', field, value, label: options.find((o) => o.id === value)?.name });
  };

  const cityPlaceholder = citiesLoading ? t('common.loading') : t('lead.choose.prompt');
  const citiesNone = citiesLoadedFor !== null && citiesLoadedFor === state.value && cityOptions.length === 0;
  // One column at every width: side by side, long state names were cut off.
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2">
        <Select
          {...state.select}
          onChange={choose('stateId', stateOptions)}
          name="state"
          label={<RequiredLabel text={t(FIELD_LABEL_IDS.stateId)} />}
          autoComplete="address-level1"
          aria-required
          aria-busy={statesLoading || undefined}
          // A list that came empty offers nothing, and Send's "required" could never be met: the field says why.
          hint={statesLoaded && stateOptions.length === 0 ? t('lead.lookup.statesNone') : undefined}
        >
          <option value="">{statesLoading ? t('common.loading') : t('lead.choose.prompt')}</option>
          <KeptChoice id={state.value} name={stateName} options={stateOptions} />
          {stateOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        {statesFailed && <LookupFailure text={t('lead.lookup.statesFailed')} lookup={states} fieldId={state.id} />}
      </div>
      <div className="flex flex-col gap-2">
        <Select
          {...city.select}
          onChange={choose('cityId', cityOptions)}
          name="city"
          label={<RequiredLabel text={t(FIELD_LABEL_IDS.cityId)} />}
          autoComplete="address-level2"
          aria-required
          aria-busy={citiesLoading || undefined}
          disabled={state.value === ''}
          // Why City cannot be chosen yet, as a line that wraps: a closed select cuts its text off (German and
          // French at 320 px with WCAG 1.4.12's text spacing), and a disabled one cannot be opened to read it.
          hint={state.value === '' ? t('lead.choose.stateFirst') : citiesNone ? t('lead.lookup.citiesNone') : undefined}
        >
          <option value="">{cityPlaceholder}</option>
          <KeptChoice id={city.value} name={cityName} options={cityOptions} />
          {cityOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        {citiesFailed && <LookupFailure text={t('lead.lookup.citiesFailed')} lookup={cities} fieldId={city.id} />}
      </div>
      <p ref={status} role="status" className="sr-only" />
    </div>
  );
}
