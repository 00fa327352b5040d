import { StatusView } from '../components/status-view.tsx';

export default function AccessPage() {
  return <StatusView kind="access" />;
}
