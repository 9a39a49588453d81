import { useState } from 'react';
import { useServices } from '../../root/services';
import { liveVerifyMachine } from './verifyActors';
import { VerifyCertificateView } from './VerifyCertificateView';

/** Route `/verify-certificate` (public, guest layout): the view with the real request layer behind it. */
export default function VerifyCertificatePage() {
  const { http } = useServices();
  const [machine] = useState(() => liveVerifyMachine(http));
  return <VerifyCertificateView machine={machine} />;
}
