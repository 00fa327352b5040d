import { StatusView } from '../components/status-view.tsx';

export default function ErrorPage() {
  return <StatusView kind="error" />;
}
