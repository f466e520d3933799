import { RemotePlaceholder as SharedPlaceholder } from '@vitrin/shared';
import { REMOTE_ID, REMOTE_VERSION } from '../buildInfo';

export function RemotePlaceholder({ title }: { title: string }) {
  return <SharedPlaceholder title={title} remote={REMOTE_ID} version={REMOTE_VERSION} />;
}
