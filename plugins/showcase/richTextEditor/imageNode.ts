import { mergeAttributes, Node } from '@tiptap/core';

/** Picture sources the editor keeps: same-site paths and http(s); anything else is dropped. */
export const isSafeImageSrc = (src: unknown): src is string =>
  typeof src === 'string' && (/^https?:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//')));

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    image: { setImage(attributes: { src: string; alt?: string }): ReturnType };
  }
}

/**
 * A block picture (`<img src alt>`) for the editor's schema: only `src` and `alt` exist, so a
 * pasted `onerror` or `style` is never part of the document; an unsafe `src` parses to nothing.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isSafeImageSrc(element.getAttribute('src')) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      setImage:
        (attributes) =>
        ({ commands }) =>
          isSafeImageSrc(attributes.src) && commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
