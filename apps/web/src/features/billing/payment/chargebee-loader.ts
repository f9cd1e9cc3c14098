// Chargebee.js as the product uses it: init, the card component with its three fields, tokenize.

export interface ChargebeeField {
  at(selector: string): ChargebeeField;
  on(event: 'change', listener: (state: { complete?: boolean; error?: { message?: string } }) => void): ChargebeeField;
}

export interface ChargebeeCardComponent {
  createField(kind: 'number' | 'expiry' | 'cvv', options?: Record<string, unknown>): ChargebeeField;
  mount(selector?: string): Promise<unknown>;
  tokenize(details?: Record<string, string | undefined>): Promise<{ token: string }>;
}

export interface ChargebeeInstance {
  load(module: 'components'): Promise<unknown>;
  createComponent(kind: 'card', options?: Record<string, unknown>): ChargebeeCardComponent;
}

interface ChargebeeGlobal {
  init(options: { site: string; publishableKey: string; domain?: string }): ChargebeeInstance;
  getInstance?(): ChargebeeInstance;
}

declare global {
  interface Window {
    Chargebee?: ChargebeeGlobal;
  }
}

let loading: Promise<ChargebeeInstance> | null = null;

/** Loads the script once per page from the configured address; a failure is forgotten so the next call tries again. */
export function loadChargebee(jsUrl: string, site: string, publishableKey: string): Promise<ChargebeeInstance> {
  loading ??= new Promise<ChargebeeInstance>((resolve, reject) => {
    const ready = () => (window.Chargebee ? resolve(window.Chargebee.init({ site, publishableKey })) : reject(new Error('Chargebee is missing')));
    if (window.Chargebee) return ready();
    const script = document.createElement('script');
    script.src = jsUrl;
    script.async = true;
    script.dataset.chargebee = 'true';
    script.onload = ready;
    script.onerror = () => {
      script.remove();
      reject(new Error('Chargebee did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
