// @vitest-environment jsdom
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingAfterNavigation, focusPageHeading } from './focusOnNavigation';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a menu link (focused, as after choosing it) and a main landmark holding `main`. */
function page(main: string) {
  document.body.innerHTML = `<nav><a href="/classes" id="menu-link">Classes</a></nav><main>${main}</main>`;
  document.getElementById('menu-link')?.focus();
}

type RenderedListener = (event: { fromLocation?: object; pathChanged: boolean }) => void;

/** The router's onRendered event, fired by hand. */
function fakeRouter() {
  let listener: RenderedListener = () => undefined;
  const router = {
    subscribe: (type: string, fn: RenderedListener) => {
      expect(type).toBe('onRendered');
      listener = fn;
      return () => undefined;
    },
  } as unknown as AnyRouter;
  return { router, rendered: (event: Parameters<RenderedListener>[0]) => listener(event) };
}

describe('focusPageHeading', () => {
  it('focuses the page h1, made focusable from script only', () => {
    page('<h1>Classes</h1><button>Add</button>');
    focusPageHeading(document);
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the main landmark when the page has no h1', () => {
    page('<p>Nothing here</p>');
    focusPageHeading(document);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('leaves focus where the new page put it', () => {
    page('<h1>Sign in</h1><input id="identifier">');
    document.getElementById('identifier')?.focus();
    focusPageHeading(document);
    expect(document.activeElement?.id).toBe('identifier');
  });
});

describe('focusHeadingAfterNavigation', () => {
  it('moves focus after a move to another path, not on the first load nor on a search change', () => {
    page('<h1>Classes</h1>');
    const { router, rendered } = fakeRouter();
    focusHeadingAfterNavigation(router, document);

    rendered({ pathChanged: true });
    expect(document.activeElement?.id).toBe('menu-link');
    rendered({ fromLocation: {}, pathChanged: false });
    expect(document.activeElement?.id).toBe('menu-link');
    rendered({ fromLocation: {}, pathChanged: true });
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });
});
