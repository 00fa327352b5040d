import { StatusView } from '../components/status-view.tsx';

export default function NotFoundPage() {
  return <StatusView kind="notFound" />;
}
