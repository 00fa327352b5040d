import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { MessageError, MessageLoading, MessageNotFound } from '../components/message-states.tsx';
import { MessageView } from '../components/message-view.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { backToInbox } from '../model/from-inbox.ts';
import { useReadMark } from '../model/use-read-mark.ts';

function MessageScreen({ messageGuid, onBack }: { messageGuid: string; onBack: () => void }) {
  const viewerId = useSession()?.user.userId;
  const query = useQuery({ ...messageQueries.detail(messageGuid), enabled: messageGuid !== '' });
  useReadMark(query.data, viewerId);

  if (messageGuid === '') return <MessageNotFound onBack={onBack} />;
  if (query.data && viewerId !== undefined) {
    return (
      <>
        <MessageView message={query.data} viewerId={viewerId} />
        <ReplyForm message={query.data} viewerId={viewerId} onBack={onBack} />
      </>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <MessageNotFound onBack={onBack} />;
  }
  if (query.isError) {
    return (
      <MessageError
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return <MessageLoading />;
}

/**
 * SPEC §2 Message detail (/message?id={guid}): the message, marked read on opening when the viewer
 * received it (SPEC §4), and the reply form. Back returns to the list it was opened from.
 */
export default function MessagePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const messageGuid = params.get('id')?.trim() ?? '';
  const onBack = () => {
    void navigate(backToInbox(location.state));
  };
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl content-start gap-4 p-3 sm:p-4 lg:p-6">
      <MessageScreen key={messageGuid} messageGuid={messageGuid} onBack={onBack} />
    </div>
  );
}
