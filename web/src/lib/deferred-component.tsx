/**
 * A control whose code loads after the page's first render (decision 0038):
 * a menu or a panel behind a button, whose Radix code (positioning, focus
 * trapping, dismissal) is a large share of what a member page loads and is
 * not needed to show the page. Until the code is there, a look-alike stand-in
 * is rendered: the same button with the same name. The code is requested when
 * the browser is idle after the page's first content (lib/first-content.ts), or at once when the stand-in is
 * pointed at or focused. A click on the stand-in opens the real control as
 * soon as it arrives. If the stand-in had focus, focus moves to the real one.
 */
import { startTransition, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { whenIdleAfterFirstContent } from './first-content';

/** What the real control takes beyond its own props. */
export type Activation = {
  /** Open at once: the member clicked the stand-in. */
  defaultOpen?: boolean;
  /** Take focus when mounted: the stand-in had it. */
  autoFocus?: boolean;
};

/** What the stand-in gets: `prepare` on pointer or focus, `activate` on click, `standInRef` on its button. */
export type StandInProps = {
  prepare: () => void;
  activate: () => void;
  standInRef: RefObject<HTMLButtonElement | null>;
};

export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P & Activation>>,
  StandIn: ComponentType<P & StandInProps>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P & Activation> | undefined;
  let loading: Promise<ComponentType<P & Activation>> | undefined;
  const request = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next touch or idle moment tries again.
        loading = undefined;
        throw error;
      },
    ));

  function Deferred(props: P) {
    const [real, setReal] = useState(() => loaded);
    const [activation, setActivation] = useState<Activation>({});
    const standInRef = useRef<HTMLButtonElement | null>(null);
    const alive = useRef(true);
    useEffect(() => {
      alive.current = true;
      return () => {
        alive.current = false;
      };
    }, []);

    const arrive = (open: boolean) =>
      request().then(
        (component) => {
          if (!alive.current) return;
          const focused = standInRef.current !== null && standInRef.current === document.activeElement;
          const swap = () => {
            setActivation((before) => ({ defaultOpen: before.defaultOpen || open, autoFocus: focused }));
            setReal(() => component);
          };
          // Arriving when idle, the swap is a transition: React renders it in slices, between which the
          // browser handles input and paints. A member waiting for the menu gets it at once.
          if (open) swap();
          else startTransition(swap);
        },
        () => undefined,
      );

    useEffect(() => {
      if (real) return;
      return whenIdleAfterFirstContent(() => void arrive(false), 4_000);
    }, [real]);

    if (real) {
      const Real = real;
      return <Real {...props} {...activation} />;
    }
    return (
      <StandIn
        {...props}
        standInRef={standInRef}
        prepare={() => void request().catch(() => undefined)}
        activate={() => {
          setActivation({ defaultOpen: true });
          void arrive(true);
        }}
      />
    );
  }
  Deferred.displayName = `Deferred(${StandIn.displayName ?? StandIn.name})`;
  return Object.assign(Deferred, { preload: () => request() });
}
