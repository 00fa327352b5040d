import { StatusView } from '../components/status-view.tsx';

/** PAGE NOT FOUND inside the main shell (routes whose screens are not built yet). */
export default function ShellNotFoundPage() {
  return <StatusView kind="notFound" embedded />;
}
