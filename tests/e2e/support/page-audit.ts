/**
 * Checks run inside the page (page.evaluate), each function self-contained.
 *
 * axe-core is not installed in this project, so `auditPage` runs the subset of axe's rules of
 * impact "serious" or "critical" that can be decided from the DOM and computed styles alone, under
 * axe's rule names: image-alt, svg-img-alt, button-name, input-button-name, link-name, label,
 * aria-valid-attr-value (id references), duplicate-id-aria, aria-roles, aria-required-attr,
 * aria-dialog-name, aria-progressbar-name, aria-hidden-focus, nested-interactive, list, listitem,
 * html-has-lang, document-title, meta-viewport, frame-title, scrollable-region-focusable and
 * color-contrast (text on a solid background; text over an image or gradient is left out, as axe
 * reports it "incomplete").
 */

export interface Violation {
  readonly rule: string;
  readonly impact: 'serious' | 'critical';
  readonly target: string;
  readonly detail?: string;
}

export function auditPage(): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, impact: 'serious' | 'critical', element: Element | null, detail?: string) => {
    violations.push({ rule, impact, target: element ? describe(element) : 'document', ...(detail ? { detail } : {}) });
  };

  function describe(element: Element): string {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && parts.length < 4 && current !== document.body) {
      let part = current.tagName.toLowerCase();
      if (current.id) part += `#${current.id}`;
      const label = current.getAttribute('aria-label');
      if (label) part += `[aria-label="${label}"]`;
      parts.unshift(part);
      current = current.parentElement;
    }
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return parts.join(' > ') + (text ? ` "${text}"` : '');
  }

  function hiddenFromEveryone(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
    }
    return false;
  }

  function textOf(element: Element): string {
    let text = '';
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') continue;
        if (node instanceof HTMLImageElement) text += node.alt ?? '';
        else if (node.getAttribute('aria-label')) text += node.getAttribute('aria-label');
        else if (node instanceof SVGElement) text += node.querySelector('title')?.textContent ?? '';
        else text += textOf(node);
      }
    }
    return text;
  }

  function nameOf(element: Element): string {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      if (text) return text;
    }
    const label = element.getAttribute('aria-label')?.trim();
    if (label) return label;
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      const labels = element.labels ? Array.from(element.labels).map((l) => l.textContent ?? '').join(' ').trim() : '';
      if (labels) return labels;
      if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) return element.value || (element.type === 'submit' ? 'Submit' : element.type === 'reset' ? 'Reset' : '');
      if (element instanceof HTMLInputElement && element.type === 'image') return element.alt;
      return element.getAttribute('title')?.trim() ?? '';
    }
    const text = textOf(element).trim();
    if (text) return text;
    return element.getAttribute('title')?.trim() ?? '';
  }

  // Page-level rules.
  if (!document.documentElement.getAttribute('lang')?.trim()) add('html-has-lang', 'serious', document.documentElement);
  if (!document.title.trim()) add('document-title', 'serious', null);
  const viewport = document.querySelector('meta[name="viewport"]');
  const viewportContent = viewport?.getAttribute('content') ?? '';
  if (/user-scalable\s*=\s*(no|0)/i.test(viewportContent) || Number(/maximum-scale\s*=\s*([\d.]+)/i.exec(viewportContent)?.[1] ?? 5) < 2) add('meta-viewport', 'critical', viewport);

  const all = Array.from(document.body.querySelectorAll('*'));
  const shown = all.filter((element) => !hiddenFromEveryone(element));

  // Names.
  for (const element of shown) {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    if (tag === 'img' && role !== 'presentation' && role !== 'none' && !element.hasAttribute('alt') && !nameOf(element)) add('image-alt', 'critical', element);
    if (tag === 'svg' && role === 'img' && !nameOf(element)) add('svg-img-alt', 'serious', element);
    if ((tag === 'button' || role === 'button') && !nameOf(element)) add('button-name', 'critical', element);
    if (tag === 'input' && ['submit', 'button', 'reset'].includes((element as HTMLInputElement).type) && !nameOf(element)) add('input-button-name', 'critical', element);
    if (tag === 'a' && element.hasAttribute('href') && !nameOf(element)) add('link-name', 'serious', element);
    if ((tag === 'select' || tag === 'textarea' || (tag === 'input' && !['hidden', 'submit', 'button', 'reset', 'image'].includes((element as HTMLInputElement).type))) && !nameOf(element)) add('label', 'critical', element);
    if ((role === 'dialog' || role === 'alertdialog' || tag === 'dialog') && !nameOf(element)) add('aria-dialog-name', 'serious', element);
    if ((tag === 'progress' || role === 'progressbar') && !nameOf(element)) add('aria-progressbar-name', 'serious', element);
    if (tag === 'iframe' && !element.getAttribute('title')?.trim()) add('frame-title', 'serious', element);
  }

  // ARIA.
  const ROLES = new Set(
    ('alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox complementary contentinfo definition deletion dialog directory document emphasis feed figure form generic grid gridcell group heading img insertion link list listbox listitem log main marquee math menu menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree treegrid treeitem').split(' '),
  );
  const REQUIRED: Readonly<Record<string, readonly string[]>> = {
    checkbox: ['aria-checked'],
    switch: ['aria-checked'],
    radio: ['aria-checked'],
    slider: ['aria-valuenow'],
    scrollbar: ['aria-controls', 'aria-valuenow'],
    heading: ['aria-level'],
    combobox: ['aria-expanded'],
  };
  const NATIVE_FOR: Readonly<Record<string, string>> = { checkbox: 'input', radio: 'input', slider: 'input', heading: 'h', switch: 'input' };
  const referenced = new Map<string, Element>();
  for (const element of all) {
    const role = element.getAttribute('role');
    if (role && !role.split(/\s+/).some((r) => ROLES.has(r))) add('aria-roles', 'critical', element, `role="${role}"`);
    if (role && REQUIRED[role]) {
      const native = NATIVE_FOR[role];
      const isNative = native === 'h' ? /^H[1-6]$/.test(element.tagName) : native !== undefined && element.tagName.toLowerCase() === native;
      for (const attribute of REQUIRED[role]) if (!isNative && !element.hasAttribute(attribute)) add('aria-required-attr', 'critical', element, `${attribute} for role ${role}`);
    }
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage']) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      for (const id of value.split(/\s+/).filter(Boolean)) {
        referenced.set(id, element);
        // axe allows a missing aria-controls target while the control is collapsed.
        if (attribute === 'aria-controls' && element.getAttribute('aria-expanded') === 'false') continue;
        if (!document.getElementById(id)) add('aria-valid-attr-value', 'critical', element, `${attribute} → #${id} is missing`);
      }
    }
  }
  for (const [id, element] of referenced) {
    if (document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length > 1) add('duplicate-id-aria', 'critical', element, `#${id}`);
  }

  // Focus and structure.
  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary, video[controls], audio[controls], [contenteditable="true"]';
  for (const hidden of Array.from(document.querySelectorAll('[aria-hidden="true"]'))) {
    for (const focusable of Array.from(hidden.querySelectorAll(FOCUSABLE))) {
      if (!hiddenVisually(focusable)) add('aria-hidden-focus', 'serious', focusable);
    }
  }
  function hiddenVisually(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
    }
    return false;
  }
  for (const element of shown) {
    const interactive = element.matches('a[href], button, [role="button"], [role="link"]');
    if (interactive && element.querySelector(FOCUSABLE)) add('nested-interactive', 'serious', element);
    const tag = element.tagName.toLowerCase();
    if ((tag === 'ul' || tag === 'ol') && !element.getAttribute('role')) {
      for (const child of Array.from(element.children)) {
        if (!['LI', 'SCRIPT', 'TEMPLATE'].includes(child.tagName) && !['listitem', 'none', 'presentation'].includes(child.getAttribute('role') ?? '')) add('list', 'serious', element, `a <${child.tagName.toLowerCase()}> child`);
      }
    }
    if (tag === 'li' && !element.getAttribute('role')) {
      const parent = element.parentElement;
      const inList = parent !== null && (parent.getAttribute('role') === 'list' || (['UL', 'OL', 'MENU'].includes(parent.tagName) && !['presentation', 'none'].includes(parent.getAttribute('role') ?? '')));
      if (!inList) add('listitem', 'serious', element);
    }
    const style = getComputedStyle(element);
    const scrolls = (/(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1) || (/(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1);
    if (scrolls && element !== document.documentElement && element !== document.body && !element.matches(FOCUSABLE) && !element.querySelector(FOCUSABLE) && element.getAttribute('tabindex') === null) add('scrollable-region-focusable', 'serious', element);
  }

  // Text contrast.
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map((i) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a).concat(a) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b].map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The solid colour behind `element`, or null when an image or gradient is behind it. */
  const backgroundOf = (element: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    let result: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  for (const element of shown) {
    if (element instanceof SVGElement) continue;
    const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (!hasText) continue;
    if (element.closest('[disabled], [aria-disabled="true"]') || (element instanceof HTMLLabelElement && element.control?.hasAttribute('disabled'))) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width <= 1 || box.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    if (opacity === 0) continue;
    const background = backgroundOf(element);
    const color = parse(style.color);
    if (!background || !color) continue;
    const foreground = over([color[0], color[1], color[2], color[3] * opacity], background);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const measured = ratio(foreground, background);
    if (measured < needed) add('color-contrast', 'serious', element, `${measured.toFixed(2)}:1 < ${needed}:1 (${style.color} on ${style.backgroundColor})`);
  }
  return violations;
}

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
