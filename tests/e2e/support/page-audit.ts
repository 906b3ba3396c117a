/** Checks run inside the page (page.evaluate), each function self-contained. */

/**
 * What a person would see as broken at this width: the page wider than the window, an element
 * reaching past its right edge, or text cut off by a box that hides its overflow.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const path: string[] = [];
    for (let node: Element | null = element; node && path.length < 3 && node !== document.body; node = node.parentElement) path.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''));
    return path.join(' > ') + (text ? ` "${text}"` : '');
  };
  const clipsOverflow = (style: CSSStyleDeclaration) => /(hidden|clip|auto|scroll)/.test(style.overflowX);
  if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const box = element.getBoundingClientRect();
    // Visually hidden text (1 px, clipped) is meant to be out of sight.
    if (box.width <= 1 || box.height <= 1) continue;
    let clippedByAncestor = false;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (clipsOverflow(getComputedStyle(node))) {
        clippedByAncestor = true;
        break;
      }
    }
    if (!clippedByAncestor && box.right > width + 1 && style.position !== 'fixed') problems.push(`${describe(element)} reaches ${Math.round(box.right)} px, past the window's ${width} px`);
    const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const hides = /(hidden|clip)/.test(style.overflowX) || /(hidden|clip)/.test(style.overflowY) || style.textOverflow === 'ellipsis';
    if (hasText && hides && !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) {
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) problems.push(`${describe(element)}: text clipped (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
    }
  }
  return problems;
}
