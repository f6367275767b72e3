import { previewImage } from '@/components/seo/PreviewImage/PreviewImage';

export { generateStaticParams } from '@/components/seo/PreviewImage/PreviewImage';
export default previewImage('contact_us');
