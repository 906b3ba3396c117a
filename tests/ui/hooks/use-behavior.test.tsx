import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { asBehavior } from '../../../src/application/shared/behavior';
import { shallowEqual, useBehaviorSelector, useBehaviorState } from '../../../src/ui/hooks/use-behavior';
import { useLayoutEffect } from 'react';

interface Sketchy {
  readonly tool: string;
  readonly style: { readonly colour: string };
  readonly sketch: readonly number[];
}

const selectTools = (state: Sketchy) => ({ tool: state.tool, style: state.style });
const selectSketch = (state: Sketchy) => state.sketch.length;

describe('useBehaviorSelector', () => {
  it('Issue 11 re-renders a component only when the slice it reads changes (a pointer move re-renders the sketch, not the toolbars)', () => {
    const style = { colour: '#ff3b30' };
    const subject = new BehaviorSubject<Sketchy>({ tool: 'freehand', style, sketch: [] });
    const state = asBehavior(subject);
    const renders = { tools: 0, sketch: 0 };
    function Tools() {
      renders.tools += 1;
      const { tool, style: current } = useBehaviorSelector(state, selectTools);
      return <p>{`${tool} ${current.colour}`}</p>;
    }
    function Sketch() {
      renders.sketch += 1;
      return <p>{`${useBehaviorSelector(state, selectSketch)} points`}</p>;
    }
    render(
      <>
        <Tools />
        <Sketch />
      </>,
    );
    expect(renders).toEqual({ tools: 1, sketch: 1 });

    // Each move: a new state object, a new sketch, the same tool and style.
    for (let move = 1; move <= 5; move += 1) act(() => subject.next({ ...subject.value, sketch: [...subject.value.sketch, move] }));
    expect(screen.getByText('5 points')).toBeTruthy();
    expect(renders).toEqual({ tools: 1, sketch: 6 });

    act(() => subject.next({ ...subject.value, tool: 'line' }));
    expect(screen.getByText('line #ff3b30')).toBeTruthy();
    expect(renders).toEqual({ tools: 2, sketch: 6 });
  });

  it('compares objects and arrays key by key, one level deep', () => {
    const inner = { a: 1 };
    expect(shallowEqual({ x: inner, y: 2 }, { x: inner, y: 2 })).toBe(true);
    expect(shallowEqual({ x: inner }, { x: { a: 1 } })).toBe(false);
    expect(shallowEqual([1, inner], [1, inner])).toBe(true);
    expect(shallowEqual([1], { 0: 1 })).toBe(false);
    expect(shallowEqual({ x: 1 }, { x: 1, y: undefined })).toBe(false);
    expect(shallowEqual(null, null)).toBe(true);
  });
});

describe('useBehaviorState', () => {
  it('Issue 13 shows the current value, follows changes, and misses none made before it subscribed', async () => {
    const subject = new BehaviorSubject('checking');
    const state = asBehavior(subject);
    function Gate() {
      const value = useBehaviorState(state);
      // A change in the same commit as the first render, before the hook's own effect subscribes.
      useLayoutEffect(() => subject.next('still checking'), []);
      return <p>{value}</p>;
    }
    render(<Gate />);
    expect(await screen.findByText('still checking')).toBeInTheDocument();

    act(() => subject.next('allowed'));
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });
});
