import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { currentInstituteActor } from '../../../api/institute';
import { currentInstituteMachine } from '../../../machines/currentInstituteMachine';
import { MainLayout } from '../../layouts/MainLayout';
import { useServices } from '../../root/services';
import { HomeScreen } from './HomeScreen';
import { inspect } from '../../../devtools/inspector';

/** The signed-in area (lazy: public pages never load it): the main layout around the home screen. */
export default function StaffArea() {
  const { http } = useServices();
  const [logic] = useState(() => currentInstituteMachine.provide({ actors: { loadInstitute: currentInstituteActor(http) } }));
  const institute = useActorRef(logic, { inspect });
  const loaded = useSelector(institute, (s) => s.context.institute);
  return (
    <MainLayout institute={loaded}>
      <HomeScreen institute={institute} />
    </MainLayout>
  );
}
