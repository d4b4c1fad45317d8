import { use, type ComponentType } from 'react';

/** A promise as React's use() reads it: once `status` is 'fulfilled' it does not suspend. */
type Loading<T> = Promise<T> & { status?: string; value?: T };

/** Unlike React.lazy, a preloaded module renders at once, not behind a fallback for 300 ms. */
export function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Loading<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const started: Loading<ComponentType<P>> = load().then((m) => m.default);
      started.then(
        (value) => Object.assign(started, { status: 'fulfilled', value }),
        // use() throws it where the component renders, as React.lazy did.
        () => undefined,
      );
      loading = started;
    }
    return loading;
  };
  function Loadable(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    // The module's own export, the same component on every render: nothing is created here.
    return <Component {...props} />;
  }
  const isLoaded = () => loading?.status === 'fulfilled';
  return Object.assign(Loadable, { preload, isLoaded });
}
