import { useParams } from 'react-router';
import { BayPage } from '@/features/bays/client';

/** /bay/:token: a bay's QR code on the phone (issue 39). */
export function Component() {
  const { token = '' } = useParams();
  return <BayPage token={token} />;
}
