import type { MetadataRoute } from 'next';
import en from '@/messages/en.json';

/** The web app manifest (one per site, so in the default language). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.Metadata.siteName,
    short_name: 'Experts',
    description: en.Pages.home.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2647d9',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
