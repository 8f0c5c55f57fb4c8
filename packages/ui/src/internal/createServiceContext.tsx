import { createContext, type ReactNode, useContext } from 'react';

export interface ServiceProviderProps<T> {
  /** The service every widget below uses unless it is given its own; undefined means none. */
  value: T | undefined;
  children: ReactNode;
}

/**
 * The one way a widget gets a service from outside (a look-up, an auth call): a provider for a
 * subtree, and a hook where the widget's own prop wins over the provider. Stories and sister apps
 * swap the service without touching the widget.
 */
export function createServiceContext<T>(name: string) {
  const Context = createContext<T | undefined>(undefined);
  Context.displayName = name;

  function Provider({ value, children }: ServiceProviderProps<T>) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  /** The service given as a prop, else the nearest provider's, else undefined (none). */
  function useService(override?: T | null): T | undefined {
    const provided = useContext(Context);
    return override ?? provided;
  }

  return { Provider, useService };
}
