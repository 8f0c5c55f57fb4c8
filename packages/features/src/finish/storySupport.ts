/**
 * The elements of `root` that reach past its edges (a narrow screen's overflow), by class name.
 * Visually hidden text (a 1 px box) is not drawn, so it does not count.
 */
export function overflowing(root: HTMLElement): string[] {
  const box = root.getBoundingClientRect();
  return [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1) return false;
      return rect.right > box.right + 0.5 || rect.left < box.left - 0.5;
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
}
