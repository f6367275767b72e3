import { NotFoundContent } from '@/components/page/NotFoundContent/NotFoundContent';

/** For a notFound() raised inside a page; unknown URLs are answered by app/[prefix]/[...rest]. */
export default function NotFound() {
  return <NotFoundContent />;
}
