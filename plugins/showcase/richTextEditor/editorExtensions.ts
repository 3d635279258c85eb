import StarterKit from '@tiptap/starter-kit';
import { ImageNode } from './imageNode';

const SAFE_LINK = /^(https?:|mailto:)/i;

/** The editor's schema: StarterKit (links limited to http, https and mailto) and block pictures. */
export const editorExtensions = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      autolink: true,
      isAllowedUri: (url) => SAFE_LINK.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
  ImageNode,
];

export const isSafeLink = (url: string) => SAFE_LINK.test(url.trim());
