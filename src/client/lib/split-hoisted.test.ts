import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitHoisted } from './split-hoisted';

describe("what React hoists out of a page's HTML", () => {
  it('the title, description and high-priority image preload go to <head>; the page keeps its image', () => {
    const html = renderToString(
      h(
        'div',
        { className: 'page' },
        h('title', null, 'Menu | Aseer'),
        h('meta', { name: 'description', content: 'Fresh <juice> & "more"' }),
        h('img', { src: '/a.webp', alt: '', fetchPriority: 'high' }),
      ),
    );
    const { head, body } = splitHoisted(html);
    expect(head).toContain('<title>Menu | Aseer</title>');
    expect(head).toContain('<meta name="description" content="Fresh &lt;juice&gt; &amp; &quot;more&quot;"/>');
    expect(head).toMatch(/<link rel="preload" as="image" href="\/a.webp" fetchPriority="high"\/>/);
    expect(body).toMatch(/^<div class="page"><img src="\/a.webp"/);
    expect(body).not.toContain('<title>');
  });

  it('a page with nothing hoisted is left whole', () => {
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});
