/**
 * The items in an array of their own size. V8 gives an array grown by push() room for 17
 * items on its first push. Boxes and fragments live until the PDF is written, and a long
 * table has hundreds of thousands of short child lists: their spare room was a third of
 * the fragments' memory.
 */
export function trimmed<T>(items: T[]): T[] {
  return items.slice();
}
